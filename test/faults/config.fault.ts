import { freePort } from '@/test/redis-server.mjs';
import { printReport, report, requestFrom, startSite, until } from './harness';

/**
 * Configuration that fails loudly: a malformed switch or workflow API address stops
 * `next start` with the variable named (and no secret repeated); Vercel with Redis but no
 * CRON_SECRET starts, with an error in its log; so does a server without NEXT_PUBLIC_SITE_URL,
 * with a warning; a switch written `YES` is on.
 */
afterAll(() => printReport('config'));

async function refusedAtStart(env: Record<string, string>) {
  const started = Date.now();
  const site = await startSite(env, { expectReady: false });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const code = await Promise.race([
    site.exit,
    new Promise((resolve) => (timer = setTimeout(resolve, 30_000, 'running'))),
  ]);
  clearTimeout(timer);
  if (code === 'running') await site.kill('SIGKILL');
  return { code, ms: Date.now() - started, output: site.lines.join('\n') };
}

it.each([
  ['TRUSTED_PROXY', 'maybe', /TRUSTED_PROXY: Expected one of 1, true, yes, on, 0, false, no, off/],
  ['VERCEL', 'enabled', /VERCEL: Expected one of/],
  [
    'WORKFLOW_API_URL',
    'https://app.example.com/api',
    /WORKFLOW_API_URL: must be an origin, without a path/,
  ],
  ['WORKFLOW_API_URL', 'http://app.example.com', /WORKFLOW_API_URL: must use https/],
  [
    'WORKFLOW_API_URL',
    'https://user:hunter2@app.example.com',
    /WORKFLOW_API_URL: must not carry credentials/,
  ],
  [
    'WORKFLOW_API_URL',
    'https://app.example.com/#frag',
    /WORKFLOW_API_URL: must not have a fragment/,
  ],
])(
  '%s=%s stops the server at start, saying why',
  async (name, value, reason) => {
    const { code, ms, output } = await refusedAtStart({ [name]: value });
    expect(code).not.toBe('running');
    expect(code).not.toBe(0);
    expect(output).toMatch(reason);
    expect(output).not.toContain('hunter2');
    report(`${name}=${value.replace('hunter2', '***')}`, {
      exit: code,
      afterMs: ms,
      says: output.match(reason)?.[0],
    });
  },
  40_000,
);

it('Vercel with Redis and no CRON_SECRET: an error in the log at start', async () => {
  const site = await startSite({ VERCEL: '1', REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  try {
    await until(() => site.events('lead.drain_not_scheduled').length > 0, 10_000, 'the error');
    expect(site.events('lead.drain_not_scheduled')[0].risk).toMatch(/CRON_SECRET/);
    report('VERCEL=1, REDIS_URL, no CRON_SECRET', {
      logged: 'lead.drain_not_scheduled (error)',
    });
  } finally {
    await site.kill();
  }
}, 40_000);

it('no NEXT_PUBLIC_SITE_URL off Vercel: a warning in the log at start, naming the variable', async () => {
  const site = await startSite({ NEXT_PUBLIC_SITE_URL: '' });
  try {
    await until(() => site.events('site.url_unset').length > 0, 10_000, 'the warning');
    const [warning] = site.events('site.url_unset');
    expect(warning.links).toBe('http://localhost:3000');
    expect(warning.risk).toMatch(/NEXT_PUBLIC_SITE_URL is not set/);
    report('no NEXT_PUBLIC_SITE_URL', { logged: 'site.url_unset (warn)' });
  } finally {
    await site.kill();
  }
}, 40_000);

it('TRUSTED_PROXY=YES is on: the address the proxy appended is the client', async () => {
  const site = await startSite({ TRUSTED_PROXY: 'YES', CHAT_RATE_LIMIT: '1' });
  try {
    const chat = (client: string) =>
      requestFrom(site, {
        method: 'POST',
        path: '/api/chat',
        headers: { 'x-forwarded-for': `spoofed, ${client}` },
        body: { path: '/', messages: [{ role: 'user', content: 'hi' }] },
      });
    const statuses = [
      (await chat('198.51.100.1')).status,
      (await chat('198.51.100.1')).status,
      (await chat('198.51.100.2')).status,
    ];
    expect(statuses).toEqual([200, 429, 200]);
    report('TRUSTED_PROXY=YES', { statuses: statuses.join(' ') });
  } finally {
    await site.kill();
  }
}, 40_000);
