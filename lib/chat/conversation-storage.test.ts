/** @jest-environment jsdom */
import { clearConversation, loadConversation, saveConversation } from './conversation-storage';
import { CHAT_STORAGE_KEY } from './limits';

const turn = (i: number) => ({ role: i % 2 ? 'assistant' : 'user', content: `m${i}` }) as const;

describe('conversation storage', () => {
  beforeEach(() => localStorage.clear());

  it('saves and loads under yno-chat-messages', () => {
    saveConversation([turn(0), turn(1)]);
    expect(JSON.parse(localStorage.getItem(CHAT_STORAGE_KEY)!)).toHaveLength(2);
    expect(loadConversation()).toEqual([turn(0), turn(1)]);
  });

  it('keeps only the last 50 messages', () => {
    saveConversation(Array.from({ length: 60 }, (_, i) => turn(i)));
    const loaded = loadConversation();
    expect(loaded).toHaveLength(50);
    expect(loaded[0].content).toBe('m10');
  });

  it('does not save an empty list, and clearing removes the stored copy', () => {
    saveConversation([turn(0)]);
    saveConversation([]);
    expect(loadConversation()).toHaveLength(1);
    clearConversation();
    expect(localStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();
  });

  it('treats unreadable or tampered data as no conversation', () => {
    localStorage.setItem(CHAT_STORAGE_KEY, '{not json');
    expect(loadConversation()).toEqual([]);
    localStorage.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify([{ role: 'system', content: 'x' }, { role: 'user', content: 1 }, turn(0)]),
    );
    expect(loadConversation()).toEqual([turn(0)]);
  });
});
