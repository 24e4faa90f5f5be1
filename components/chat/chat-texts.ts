import type { Messages } from '@/lib/i18n/en-messages';

/** The widget's strings; the site assistant's own answers stay on the server. */
export type ChatTexts = Omit<Messages['chat'], 'assistant'>;
