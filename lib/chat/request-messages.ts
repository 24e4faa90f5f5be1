import type { ChatMessage } from './chat-message';
import { CHAT_MAX_BODY_BYTES, CHAT_MAX_MESSAGE_CHARS, CHAT_MAX_MESSAGES } from './limits';

/** Room left in the body for the path and the JSON around the messages. */
const BODY_BUDGET = CHAT_MAX_BODY_BYTES - 1024;

/**
 * The latest turns the relay will accept (docs/decisions.md): at most 30, each cut to 4,000
 * characters, and no more than fit in the 32 KB body, so a long conversation never breaks.
 */
export function requestMessages(conversation: ChatMessage[]): ChatMessage[] {
  const usable = conversation
    .filter((message) => message.content.trim())
    .map((message) => ({ ...message, content: message.content.slice(0, CHAT_MAX_MESSAGE_CHARS) }))
    .slice(-CHAT_MAX_MESSAGES);
  const encoder = new TextEncoder();
  let size = encoder.encode(JSON.stringify(usable)).byteLength;
  while (usable.length > 1 && size > BODY_BUDGET) {
    const dropped = usable.shift()!;
    size -= encoder.encode(JSON.stringify(dropped)).byteLength + 1;
  }
  return usable;
}
