/** The time zone dates are shown in when a page does not name one: the company's, Singapore's. */
export const SITE_TIME_ZONE = 'Asia/Singapore';
