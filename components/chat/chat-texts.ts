import type { Messages } from '@/lib/i18n/en-messages';

/** The launcher's strings, which every page carries. */
export type ChatLauncherTexts = Pick<Messages['chat'], 'launcher'>;

/**
 * The panel's strings, loaded with the panel (lib/i18n/use-island-text.ts); the site
 * assistant's own answers stay on the server.
 */
export type ChatTexts = Pick<Messages['chat'], 'panel' | 'suggestions' | 'toasts'>;
