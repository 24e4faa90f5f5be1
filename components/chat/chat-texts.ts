import type { Messages } from '@/lib/messages/en-messages';

/** The launcher's strings, which every page carries. */
export type ChatLauncherTexts = Pick<Messages['chat'], 'launcher'>;

/** The toasts the conversation shows (docs/specification.md §8). */
export type ChatToasts = Messages['chat']['toasts'];
