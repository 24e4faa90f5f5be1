/**
 * Limits shared by the widget and the relay, so the widget never sends what the relay refuses
 * (docs/decisions.md: a long conversation never breaks).
 */
export const CHAT_MAX_MESSAGES = 30;
export const CHAT_MAX_MESSAGE_CHARS = 4000;
export const CHAT_MAX_BODY_BYTES = 32 * 1024;
export const CHAT_MAX_PATH_CHARS = 256;
/** The widget keeps this many messages in localStorage. */
export const CHAT_STORED_MESSAGES = 50;
export const CHAT_STORAGE_KEY = 'yno-chat-messages';
export const CHAT_ENDPOINT = '/api/chat';
/**
 * The longest and largest answer the relay streams before it cuts the upstream off: well past
 * any real answer, and inside the chat route's maxDuration (120 s) on every host.
 */
export const CHAT_MAX_ANSWER_MS = 100_000;
export const CHAT_MAX_ANSWER_BYTES = 512 * 1024;
