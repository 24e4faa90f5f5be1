import { chatRequestSchema } from './chat-request-schema';
import type { ChatMessage } from './chat-message';
import { CHAT_MAX_BODY_BYTES } from './limits';
import { requestMessages } from './request-messages';

const conversation = (count: number, content: (i: number) => string): ChatMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    content: content(i),
  }));

describe('requestMessages', () => {
  it('sends a long conversation in a shape the relay accepts', () => {
    const long = conversation(50, (i) => `${i} ${'é'.repeat(6000)}`);
    long.push({ role: 'user', content: 'last question' });
    const sent = requestMessages(long);
    const body = JSON.stringify({ path: '/', messages: sent });
    expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(CHAT_MAX_BODY_BYTES);
    expect(chatRequestSchema.safeParse(JSON.parse(body)).success).toBe(true);
    expect(sent[sent.length - 1].content).toBe('last question');
  });

  it('keeps the latest 30 turns and drops empty ones', () => {
    const turns = conversation(41, (i) => (i === 39 ? '' : `m${i}`));
    const sent = requestMessages(turns);
    expect(sent).toHaveLength(30);
    expect(sent[0].content).toBe('m10');
    expect(sent.some((m) => m.content === '')).toBe(false);
  });
});
