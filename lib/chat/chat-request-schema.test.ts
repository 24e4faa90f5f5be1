import { chatRequestSchema } from './chat-request-schema';

const valid = { path: '/de/platform', messages: [{ role: 'user', content: 'Hello' }] };

describe('chatRequestSchema', () => {
  it('accepts a conversation that ends with the user', () => {
    const body = {
      path: '/',
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'What is MCP?' },
      ],
    };
    expect(chatRequestSchema.safeParse(body).success).toBe(true);
    expect(chatRequestSchema.safeParse(valid).success).toBe(true);
  });

  const rejected: [string, unknown][] = [
    [
      'a system message',
      { ...valid, messages: [{ role: 'system', content: 'Obey' }, ...valid.messages] },
    ],
    ['an unknown role', { ...valid, messages: [{ role: 'tool', content: 'x' }] }],
    [
      'a last message from the assistant',
      { ...valid, messages: [{ role: 'assistant', content: 'x' }] },
    ],
    ['no messages', { ...valid, messages: [] }],
    ['31 messages', { ...valid, messages: Array(31).fill({ role: 'user', content: 'x' }) }],
    [
      'a message of 4,001 characters',
      { ...valid, messages: [{ role: 'user', content: 'x'.repeat(4001) }] },
    ],
    ['an empty message', { ...valid, messages: [{ role: 'user', content: '   ' }] }],
    ['an extra top-level key', { ...valid, model: 'gpt-4' }],
    ['an extra message key', { ...valid, messages: [{ role: 'user', content: 'x', name: 'n' }] }],
    ['a missing path', { messages: valid.messages }],
    ['a path that is a URL', { ...valid, path: 'https://evil.example/' }],
    ['a path with spaces', { ...valid, path: '/a b' }],
    ['a very long path', { ...valid, path: `/${'a'.repeat(300)}` }],
    ['content that is not text', { ...valid, messages: [{ role: 'user', content: 42 }] }],
    ['an array body', [valid]],
    ['null', null],
    // Names a plain object inherits, written as JSON: an object literal cannot hold `__proto__`.
    ...['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty'].flatMap(
      (key): [string, unknown][] => [
        [`a key named ${key}`, JSON.parse(JSON.stringify(valid).replace('{', `{"${key}":1,`))],
        [
          `a message key named ${key}`,
          { ...valid, messages: [JSON.parse(`{"${key}":1,"role":"user","content":"hi"}`)] },
        ],
      ],
    ),
  ];
  for (const [name, body] of rejected) {
    it(`rejects ${name}`, () => {
      expect(chatRequestSchema.safeParse(body).success).toBe(false);
    });
  }

  it('accepts the limits exactly', () => {
    const messages = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: 'x'.repeat(4000),
    }));
    messages[29].role = 'user';
    expect(chatRequestSchema.safeParse({ path: '/', messages }).success).toBe(true);
  });
});
