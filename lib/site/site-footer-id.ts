/** The footer's id: the cookie banner sets the room it needs at the end of the page on it. */
export const SITE_FOOTER_ID = 'site-footer';
