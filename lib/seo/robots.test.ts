import { getEnv } from '@/lib/env';
import { isIndexable, metaRobots, robotsTxt } from './robots';

const env = (values: Record<string, string>) => getEnv(values as unknown as NodeJS.ProcessEnv);

const production = env({
  VERCEL_ENV: 'production',
  VERCEL_PROJECT_PRODUCTION_URL: 'yno-site.vercel.app',
  VERCEL_URL: 'yno-site-abc123-team.vercel.app',
});
const preview = env({
  VERCEL_ENV: 'preview',
  VERCEL_PROJECT_PRODUCTION_URL: 'yno-site.vercel.app',
  VERCEL_BRANCH_URL: 'yno-site-git-feat-x-team.vercel.app',
  VERCEL_URL: 'yno-site-abc123-team.vercel.app',
});

describe('isIndexable', () => {
  it('keeps previews and local Vercel development out of the index', () => {
    expect(isIndexable(preview)).toBe(false);
    expect(isIndexable(env({ VERCEL_ENV: 'development' }))).toBe(false);
  });

  it('indexes production and deployments off Vercel', () => {
    expect(isIndexable(production)).toBe(true);
    expect(isIndexable(env({}))).toBe(true);
    expect(isIndexable(env({ NEXT_PUBLIC_SITE_URL: 'https://www.yno.example' }))).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('turns every crawler away from a preview', () => {
    expect(robotsTxt(preview)).toEqual({ rules: [{ userAgent: '*', disallow: '/' }] });
  });

  it('keeps the API out and names the sitemap on the canonical origin in production, no Host line', () => {
    expect(robotsTxt(production)).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: '/api/' }],
      sitemap: 'https://yno-site.vercel.app/sitemap.xml',
    });
  });

  it('is unchanged off Vercel', () => {
    expect(robotsTxt(env({ NEXT_PUBLIC_SITE_URL: 'https://www.yno.example/' }))).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: '/api/' }],
      sitemap: 'https://www.yno.example/sitemap.xml',
    });
  });
});

describe('metaRobots', () => {
  it('sets nothing on an indexable page, so the page is indexed', () => {
    expect(metaRobots(production)).toBeUndefined();
    expect(metaRobots(env({}))).toBeUndefined();
  });

  it('keeps a placeholder page out of the index but follows its links', () => {
    expect(metaRobots(production, true)).toEqual({ index: false, follow: true });
  });

  it('makes every page of a preview noindex, nofollow, placeholders too', () => {
    expect(metaRobots(preview)).toEqual({ index: false, follow: false });
    expect(metaRobots(preview, true)).toEqual({ index: false, follow: false });
  });
});
