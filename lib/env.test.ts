import { analyticsMeasurementId, getEnv } from './env';

describe('getEnv', () => {
  it('falls back to the embedded defaults with nothing set', () => {
    const env = getEnv({} as NodeJS.ProcessEnv);
    expect(env.NEXT_PUBLIC_SITE_URL).toBeUndefined();
    expect(env.VERCEL_ENV).toBeUndefined();
    expect(env.VERCEL_URL).toBeUndefined();
    expect(env.WORKFLOW_API_URL).toBeUndefined();
    expect(env.ACCESS_REQUEST_WORKFLOW_ID).toBe('access-request');
    expect(env.LEADS_OUTBOX_DIR).toBe('.data');
    expect(env.AI_CHAT_URL).toBeUndefined();
    expect(env.CHAT_RATE_LIMIT).toBe(20);
    expect(env.ACCESS_REQUEST_RATE_LIMIT).toBe(10);
    expect(env.TRUSTED_PROXY).toBe(false);
    expect(env.INVESTOR_DECK_WORKFLOW_ID).toBe('investor-deck');
    expect(env.SUBSCRIBE_WORKFLOW_ID).toBe('subscribe');
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.LEADS_DRAIN_SECRET).toBeUndefined();
    expect(env.LEADS_RETENTION_DAYS).toBe(30);
    expect(env.NEXT_PUBLIC_GA_MEASUREMENT_ID).toBeUndefined();
    expect(env.NEXT_PUBLIC_VITALS_SAMPLE_RATE).toBe(1);
    expect(env.VITALS_RATE_LIMIT).toBe(300);
  });

  it('takes a GA4 measurement ID and a sample rate between 0 and 1, and refuses anything else', () => {
    const read = (vars: Record<string, string>) => getEnv(vars as unknown as NodeJS.ProcessEnv);
    expect(
      read({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-AB12CD34EF' }).NEXT_PUBLIC_GA_MEASUREMENT_ID,
    ).toBe('G-AB12CD34EF');
    expect(() => read({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'UA-12345-1' })).toThrow(
      /NEXT_PUBLIC_GA_MEASUREMENT_ID/,
    );
    expect(() => read({ NEXT_PUBLIC_GA_MEASUREMENT_ID: "G-X1');alert(1)//" })).toThrow();
    expect(read({ NEXT_PUBLIC_VITALS_SAMPLE_RATE: '0.25' }).NEXT_PUBLIC_VITALS_SAMPLE_RATE).toBe(
      0.25,
    );
    expect(read({ NEXT_PUBLIC_VITALS_SAMPLE_RATE: '0' }).NEXT_PUBLIC_VITALS_SAMPLE_RATE).toBe(0);
    expect(() => read({ NEXT_PUBLIC_VITALS_SAMPLE_RATE: '1.5' })).toThrow(
      /NEXT_PUBLIC_VITALS_SAMPLE_RATE/,
    );
  });

  it('takes a redis:// or rediss:// URL for shared state, and refuses anything else', () => {
    const read = (REDIS_URL: string) => getEnv({ REDIS_URL } as unknown as NodeJS.ProcessEnv);
    expect(read('rediss://user:pw@cache.example:6380/0').REDIS_URL).toBe(
      'rediss://user:pw@cache.example:6380/0',
    );
    expect(() => read('http://cache.example:6379')).toThrow(/REDIS_URL/);
    expect(() => read('localhost:6379')).toThrow(/REDIS_URL/);
  });

  it('refuses a drain secret short enough to guess', () => {
    const read = (LEADS_DRAIN_SECRET: string) =>
      getEnv({ LEADS_DRAIN_SECRET } as unknown as NodeJS.ProcessEnv);
    expect(() => read('secret')).toThrow(/LEADS_DRAIN_SECRET/);
    expect(read('a-long-random-drain-secret').LEADS_DRAIN_SECRET).toBe(
      'a-long-random-drain-secret',
    );
  });

  it('takes the editor’s GitHub set-up whole or not at all, with a long secret', () => {
    const read = (vars: Record<string, string>) => getEnv(vars as unknown as NodeJS.ProcessEnv);
    const github = {
      KEYSTATIC_GITHUB_REPO: 'yno/website',
      KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret',
      KEYSTATIC_SECRET: 'a'.repeat(32),
    };
    expect(read(github).KEYSTATIC_GITHUB_REPO).toBe('yno/website');
    expect(() => read({ ...github, KEYSTATIC_SECRET: 'short' })).toThrow(/KEYSTATIC_SECRET/);
    expect(() =>
      read({ ...github, KEYSTATIC_GITHUB_REPO: 'https://github.com/yno/website' }),
    ).toThrow(/KEYSTATIC_GITHUB_REPO: Expected a GitHub repository/);
    expect(() => read({ KEYSTATIC_GITHUB_REPO: 'yno/website' })).toThrow(
      /KEYSTATIC_GITHUB_CLIENT_ID: Required with KEYSTATIC_GITHUB_REPO/,
    );
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

  it('reads the Vercel system variables, empty ones as unset', () => {
    const env = getEnv({
      VERCEL_ENV: 'preview',
      VERCEL_URL: 'yno-site-abc123-team.vercel.app',
      VERCEL_BRANCH_URL: 'yno-site-git-feat-x-team.vercel.app',
      VERCEL_PROJECT_PRODUCTION_URL: '',
      NEXT_PUBLIC_SITE_URL: '',
    } as unknown as NodeJS.ProcessEnv);
    expect(env.VERCEL_ENV).toBe('preview');
    expect(env.VERCEL_URL).toBe('yno-site-abc123-team.vercel.app');
    expect(env.VERCEL_BRANCH_URL).toBe('yno-site-git-feat-x-team.vercel.app');
    expect(env.VERCEL_PROJECT_PRODUCTION_URL).toBeUndefined();
    expect(env.NEXT_PUBLIC_SITE_URL).toBeUndefined();
    expect(getEnv({ VERCEL_ENV: '' } as unknown as NodeJS.ProcessEnv).VERCEL_ENV).toBeUndefined();
  });

  it('fails loudly on a malformed value', () => {
    expect(() => getEnv({ AI_CHAT_URL: 'not a url' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /AI_CHAT_URL/,
    );
    expect(() => getEnv({ CHAT_RATE_LIMIT: '-3' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /CHAT_RATE_LIMIT/,
    );
    expect(() => getEnv({ VERCEL_ENV: 'staging' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /VERCEL_ENV/,
    );
  });

  it('reads switches as 1/true/yes/on and 0/false/no/off in any case, and refuses anything else', () => {
    const read = (value: string | undefined) =>
      getEnv({ TRUSTED_PROXY: value, VERCEL: value } as unknown as NodeJS.ProcessEnv);
    for (const on of ['1', 'true', 'TRUE', 'Yes', 'on', ' ON ']) {
      expect(read(on)).toMatchObject({ TRUSTED_PROXY: true, VERCEL: true });
    }
    for (const off of ['0', 'false', 'False', 'NO', 'off', '', undefined]) {
      expect(read(off)).toMatchObject({ TRUSTED_PROXY: false, VERCEL: false });
    }
    for (const typo of ['ture', 'y', '2', 'enabled']) {
      expect(() => read(typo)).toThrow(/TRUSTED_PROXY: Expected one of 1, true, yes, on, 0/);
    }
    expect(() => getEnv({ ANALYTICS_ON_PREVIEWS: 'si' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /ANALYTICS_ON_PREVIEWS/,
    );
  });

  it('takes WORKFLOW_API_URL as an origin only: https, or http on loopback', () => {
    const read = (WORKFLOW_API_URL: string) =>
      getEnv({ WORKFLOW_API_URL } as unknown as NodeJS.ProcessEnv).WORKFLOW_API_URL;
    expect(read('https://app.yno.example')).toBe('https://app.yno.example');
    expect(read('https://app.yno.example:8443/')).toBe('https://app.yno.example:8443');
    expect(read('http://127.0.0.1:3102')).toBe('http://127.0.0.1:3102');
    expect(read('http://localhost:8080/')).toBe('http://localhost:8080');
    expect(read('http://[::1]:8080')).toBe('http://[::1]:8080');
    const refused: [string, RegExp][] = [
      ['http://app.yno.example', /must use https/],
      ['ftp://app.yno.example', /must use https/],
      ['https://app.yno.example/api', /without a path/],
      ['https://user:secret@app.yno.example', /credentials/],
      ['https://app.yno.example/?a=1', /query/],
      ['https://app.yno.example/#x', /fragment/],
      ['app.yno.example', /not a URL/],
    ];
    for (const [value, reason] of refused) {
      expect(() => read(value)).toThrow(reason);
      expect(() => read(value)).toThrow(/WORKFLOW_API_URL: .*expected an origin/);
    }
    // The refusal never repeats the value, which may carry a password.
    expect(() => read('https://user:secret@app.yno.example')).not.toThrow(/secret/);
  });

  it('takes SITE_ORIGINS as comma-separated origins, refusing anything more, unechoed', () => {
    const read = (value: string) =>
      getEnv({ SITE_ORIGINS: value } as unknown as NodeJS.ProcessEnv).SITE_ORIGINS;
    expect(read('https://yno.example, http://Intranet.local:8080/')).toEqual([
      'https://yno.example',
      'http://intranet.local:8080',
    ]);
    expect(read('')).toBeUndefined();
    for (const value of ['https://yno.example/path', 'yno.example', 'ftp://yno.example']) {
      expect(() => read(value)).toThrow(/SITE_ORIGINS: item 1 is not an origin/);
    }
    expect(() => read('https://yno.example,https://user:hunter2@x.example')).toThrow(
      /SITE_ORIGINS: item 2/,
    );
    expect(() => read('https://user:hunter2@x.example')).not.toThrow(/hunter2/);
  });

  it('takes Vercel hosts without a scheme or path', () => {
    for (const host of ['https://yno.vercel.app', 'yno.vercel.app/', 'yno.vercel.app/path']) {
      expect(() => getEnv({ VERCEL_URL: host } as unknown as NodeJS.ProcessEnv)).toThrow(
        /VERCEL_URL/,
      );
    }
    expect(
      getEnv({ VERCEL_BRANCH_URL: 'localhost:3000' } as unknown as NodeJS.ProcessEnv)
        .VERCEL_BRANCH_URL,
    ).toBe('localhost:3000');
  });
});

describe('analyticsMeasurementId', () => {
  const read = (vars: Record<string, string>) =>
    analyticsMeasurementId(getEnv(vars as unknown as NodeJS.ProcessEnv));

  it('is the configured ID in production and on self-hosted servers', () => {
    expect(read({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-AB12CD34EF' })).toBe('G-AB12CD34EF');
    expect(read({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-AB12CD34EF', VERCEL_ENV: 'production' })).toBe(
      'G-AB12CD34EF',
    );
    expect(read({})).toBeUndefined();
  });

  it('is off on a Vercel preview unless ANALYTICS_ON_PREVIEWS turns it on', () => {
    expect(read({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-AB12CD34EF', VERCEL_ENV: 'preview' })).toBe(
      undefined,
    );
    expect(
      read({
        NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-AB12CD34EF',
        VERCEL_ENV: 'preview',
        ANALYTICS_ON_PREVIEWS: '1',
      }),
    ).toBe('G-AB12CD34EF');
  });
});
