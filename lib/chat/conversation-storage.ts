import type { ChatMessage } from './chat-message';
import { CHAT_STORAGE_KEY, CHAT_STORED_MESSAGES } from './limits';

/**
 * The conversation in localStorage (docs/decisions.md: `yno-chat-messages`), capped at the last 50
 * messages. Unreadable or tampered data is treated as no conversation.
 */
export function loadConversation(storage: Storage | undefined = safeStorage()): ChatMessage[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CHAT_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(isMessage).slice(-CHAT_STORED_MESSAGES);
  } catch {
    return [];
  }
}

/** Saves a non-empty conversation; an empty one is left alone (docs/specification.md §4). */
export function saveConversation(
  messages: ChatMessage[],
  storage: Storage | undefined = safeStorage(),
): void {
  if (!messages.length) return;
  try {
    storage?.setItem(CHAT_STORAGE_KEY, JSON.stringify(messages.slice(-CHAT_STORED_MESSAGES)));
  } catch {
    // Storage full or blocked: the conversation still works for this visit.
  }
}

export function clearConversation(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(CHAT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { role, content } = value as Record<string, unknown>;
  return (role === 'user' || role === 'assistant') && typeof content === 'string';
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
