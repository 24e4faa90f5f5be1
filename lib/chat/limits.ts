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
 * The largest answer the relay streams before it cuts the upstream off: well past any real
 * answer. The longest is CHAT_MAX_ANSWER_SECONDS (100 by default, at most 110: inside the
 * chat route's maxDuration of 120 s on every host); no byte for CHAT_MAX_IDLE_MS, or none
 * before CHAT_MAX_FIRST_BYTE_MS, also ends it.
 */
export const CHAT_MAX_ANSWER_BYTES = 512 * 1024;
export const CHAT_MAX_IDLE_MS = 30_000;
export const CHAT_MAX_FIRST_BYTE_MS = 20_000;
