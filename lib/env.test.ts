import { getEnv } from './env';

describe('getEnv', () => {
  it('falls back to the embedded defaults with nothing set', () => {
    const env = getEnv({} as NodeJS.ProcessEnv);
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(env.WORKFLOW_API_URL).toBeUndefined();
    expect(env.ACCESS_REQUEST_WORKFLOW_ID).toBe('access-request');
    expect(env.LEADS_OUTBOX_DIR).toBe('.data');
    expect(env.AI_CHAT_URL).toBeUndefined();
    expect(env.CHAT_RATE_LIMIT).toBe(20);
    expect(env.ACCESS_REQUEST_RATE_LIMIT).toBe(10);
    expect(env.TRUSTED_PROXY).toBe(false);
  });

  it('reads and normalises set values', () => {
    const env = getEnv({
      NEXT_PUBLIC_SITE_URL: 'https://yno.example/',
      WORKFLOW_API_URL: 'https://app.yno.example/',
      CHAT_RATE_LIMIT: '5',
      TRUSTED_PROXY: '1',
    } as unknown as NodeJS.ProcessEnv);
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://yno.example');
    expect(env.WORKFLOW_API_URL).toBe('https://app.yno.example');
    expect(env.CHAT_RATE_LIMIT).toBe(5);
    expect(env.TRUSTED_PROXY).toBe(true);
  });

  it('treats empty strings as unset', () => {
    const env = getEnv({
      WORKFLOW_API_URL: '',
      CHAT_RATE_LIMIT: '',
    } as unknown as NodeJS.ProcessEnv);
    expect(env.WORKFLOW_API_URL).toBeUndefined();
    expect(env.CHAT_RATE_LIMIT).toBe(20);
  });

  it('fails loudly on a malformed value', () => {
    expect(() => getEnv({ AI_CHAT_URL: 'not a url' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /AI_CHAT_URL/,
    );
    expect(() => getEnv({ CHAT_RATE_LIMIT: '-3' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /CHAT_RATE_LIMIT/,
    );
  });
});
