import { vercelLeadProblems } from './deployment-checks';

describe('vercelLeadProblems', () => {
  const redis = 'redis://cache.example:6379';
  const secret = 'a-long-random-cron-secret';

  it('says nothing off Vercel, where the server drains by itself', () => {
    expect(vercelLeadProblems({ VERCEL: false, REDIS_URL: redis })).toEqual([]);
  });

  it('is an error on Vercel with Redis and no CRON_SECRET: stored leads would never be drained', () => {
    const [problem, ...rest] = vercelLeadProblems({ VERCEL: true, REDIS_URL: redis });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ level: 'error', event: 'lead.drain_not_scheduled' });
    expect(problem.fields.risk).toMatch(/CRON_SECRET/);
  });

  it('warns on Vercel without Redis: leads the workflow API refuses get 503', () => {
    expect(vercelLeadProblems({ VERCEL: true, CRON_SECRET: secret })).toEqual([
      expect.objectContaining({ level: 'warn', event: 'lead.no_durable_store' }),
    ]);
  });

  it('is content with Redis and the cron secret', () => {
    expect(vercelLeadProblems({ VERCEL: true, REDIS_URL: redis, CRON_SECRET: secret })).toEqual([]);
  });
});
