import { getEnv } from '@/lib/env';
import {
  canonicalOrigin,
  deploymentOrigin,
  isSiteHost,
  isSiteOrigin,
  linksPointAtLocalhost,
  siteOrigins,
} from './site-origin';

const env = (values: Record<string, string>) => getEnv(values as unknown as NodeJS.ProcessEnv);

const PRODUCTION_HOST = 'yno-site.vercel.app';
const BRANCH_HOST = 'yno-site-git-feat-x-team.vercel.app';
const DEPLOYMENT_HOST = 'yno-site-abc123-team.vercel.app';

describe('site origins', () => {
  it('are localhost with nothing set', () => {
    const none = env({});
    expect(canonicalOrigin(none)).toBe('http://localhost:3000');
    expect(deploymentOrigin(none)).toBe('http://localhost:3000');
  });

  it('are NEXT_PUBLIC_SITE_URL, without its trailing slash, off Vercel', () => {
    const selfHosted = env({ NEXT_PUBLIC_SITE_URL: 'https://www.yno.example/' });
    expect(canonicalOrigin(selfHosted)).toBe('https://www.yno.example');
    expect(deploymentOrigin(selfHosted)).toBe('https://www.yno.example');
  });

  it('are the production host on a Vercel production deployment', () => {
    const production = env({
      VERCEL_ENV: 'production',
      VERCEL_PROJECT_PRODUCTION_URL: PRODUCTION_HOST,
      VERCEL_BRANCH_URL: 'yno-site-git-main-team.vercel.app',
      VERCEL_URL: DEPLOYMENT_HOST,
    });
    expect(canonicalOrigin(production)).toBe(`https://${PRODUCTION_HOST}`);
    expect(deploymentOrigin(production)).toBe(`https://${PRODUCTION_HOST}`);
  });

  it('prefer NEXT_PUBLIC_SITE_URL to the production host', () => {
    const production = env({
      VERCEL_ENV: 'production',
      VERCEL_PROJECT_PRODUCTION_URL: PRODUCTION_HOST,
      VERCEL_URL: DEPLOYMENT_HOST,
      NEXT_PUBLIC_SITE_URL: 'https://www.yno.example',
    });
    expect(canonicalOrigin(production)).toBe('https://www.yno.example');
    expect(deploymentOrigin(production)).toBe('https://www.yno.example');
  });

  it('fall back to the deployment host on production when no public origin is known', () => {
    const production = env({ VERCEL_ENV: 'production', VERCEL_URL: DEPLOYMENT_HOST });
    expect(canonicalOrigin(production)).toBe('http://localhost:3000');
    expect(deploymentOrigin(production)).toBe(`https://${DEPLOYMENT_HOST}`);
  });

  it('keep a preview canonical on production while its images come from the branch host', () => {
    const preview = env({
      VERCEL_ENV: 'preview',
      VERCEL_PROJECT_PRODUCTION_URL: PRODUCTION_HOST,
      VERCEL_BRANCH_URL: BRANCH_HOST,
      VERCEL_URL: DEPLOYMENT_HOST,
    });
    expect(canonicalOrigin(preview)).toBe(`https://${PRODUCTION_HOST}`);
    expect(deploymentOrigin(preview)).toBe(`https://${BRANCH_HOST}`);
  });

  it('use the deployment host on a preview without a branch host', () => {
    const preview = env({
      VERCEL_ENV: 'preview',
      VERCEL_PROJECT_PRODUCTION_URL: PRODUCTION_HOST,
      VERCEL_URL: DEPLOYMENT_HOST,
    });
    expect(canonicalOrigin(preview)).toBe(`https://${PRODUCTION_HOST}`);
    expect(deploymentOrigin(preview)).toBe(`https://${DEPLOYMENT_HOST}`);
  });

  it('name NEXT_PUBLIC_SITE_URL as canonical on a preview when it is set', () => {
    const preview = env({
      VERCEL_ENV: 'preview',
      VERCEL_PROJECT_PRODUCTION_URL: PRODUCTION_HOST,
      VERCEL_URL: DEPLOYMENT_HOST,
      NEXT_PUBLIC_SITE_URL: 'https://www.yno.example',
    });
    expect(canonicalOrigin(preview)).toBe('https://www.yno.example');
    expect(deploymentOrigin(preview)).toBe(`https://${DEPLOYMENT_HOST}`);
  });

  it('stay on the canonical origin for a preview without hosts and for local development', () => {
    expect(deploymentOrigin(env({ VERCEL_ENV: 'preview' }))).toBe('http://localhost:3000');
    expect(deploymentOrigin(env({ VERCEL_ENV: 'development', VERCEL_URL: 'localhost:3000' }))).toBe(
      'http://localhost:3000',
    );
  });
});

describe('the origins the site answers as', () => {
  const selfHosted = siteOrigins(
    env({ NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://www.yno.example/' }),
  );

  it('are the public origin alone once it is set: scheme and port count, loopback does not', () => {
    expect(isSiteOrigin('https://www.yno.example', selfHosted)).toBe(true);
    for (const origin of [
      'http://www.yno.example',
      'https://www.yno.example:8443',
      'https://yno.example',
      'https://www.yno.example.evil.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'https://www.yno.example/path',
      'null',
      '',
    ]) {
      expect([origin, isSiteOrigin(origin, selfHosted)]).toEqual([origin, false]);
    }
    expect(isSiteHost('www.yno.example', selfHosted)).toBe(true);
    expect(isSiteHost('WWW.YNO.EXAMPLE', selfHosted)).toBe(true);
    for (const host of ['localhost:3000', 'evil.example', 'www.yno.example:8080', 'a/b']) {
      expect([host, isSiteHost(host, selfHosted)]).toEqual([host, false]);
    }
  });

  it('take SITE_ORIGINS besides', () => {
    const aliases = siteOrigins(
      env({
        NODE_ENV: 'production',
        NEXT_PUBLIC_SITE_URL: 'https://www.yno.example',
        SITE_ORIGINS: 'https://yno.example, http://intranet.local:8080',
      }),
    );
    expect(isSiteOrigin('https://yno.example', aliases)).toBe(true);
    expect(isSiteOrigin('http://intranet.local:8080', aliases)).toBe(true);
    expect(isSiteHost('intranet.local:8080', aliases)).toBe(true);
    expect(isSiteOrigin('https://intranet.local:8080', aliases)).toBe(false);
  });

  it('are any port of localhost, 127.0.0.1 and [::1] over http where no origin is set', () => {
    const local = siteOrigins(env({ NODE_ENV: 'production' }));
    for (const origin of ['http://localhost:3100', 'http://127.0.0.1:3101', 'http://[::1]:8080']) {
      expect([origin, isSiteOrigin(origin, local)]).toEqual([origin, true]);
    }
    expect(isSiteOrigin('https://evil.example', local)).toBe(false);
    expect(isSiteOrigin('http://localhost.evil.example', local)).toBe(false);
    expect(isSiteHost('127.0.0.1:3105', local)).toBe(true);
    expect(isSiteHost('evil.example:3100', local)).toBe(false);
  });

  it('keep loopback in development, beside the public origin', () => {
    const dev = siteOrigins(
      env({ NODE_ENV: 'development', NEXT_PUBLIC_SITE_URL: 'https://www.yno.example' }),
    );
    expect(isSiteOrigin('http://localhost:3000', dev)).toBe(true);
    expect(isSiteOrigin('https://www.yno.example', dev)).toBe(true);
  });

  it("are Vercel's production, branch and deployment hosts on Vercel, and not loopback", () => {
    const vercel = siteOrigins(
      env({
        VERCEL: '1',
        NODE_ENV: 'production',
        VERCEL_ENV: 'preview',
        VERCEL_PROJECT_PRODUCTION_URL: PRODUCTION_HOST,
        VERCEL_BRANCH_URL: BRANCH_HOST,
        VERCEL_URL: DEPLOYMENT_HOST,
      }),
    );
    for (const host of [PRODUCTION_HOST, BRANCH_HOST, DEPLOYMENT_HOST]) {
      expect(isSiteOrigin(`https://${host}`, vercel)).toBe(true);
      expect(isSiteHost(host, vercel)).toBe(true);
    }
    expect(isSiteOrigin('http://localhost:3000', vercel)).toBe(false);
    expect(isSiteHost('localhost:3000', vercel)).toBe(false);
  });
});

describe('links that point at localhost', () => {
  it('are what a production server off Vercel without NEXT_PUBLIC_SITE_URL writes', () => {
    expect(linksPointAtLocalhost(env({ NODE_ENV: 'production' }))).toBe(true);
  });

  it('are not there with the variable, on Vercel, or in development', () => {
    expect(
      linksPointAtLocalhost(
        env({ NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://www.yno.example' }),
      ),
    ).toBe(false);
    expect(
      linksPointAtLocalhost(
        env({
          NODE_ENV: 'production',
          VERCEL: '1',
          VERCEL_PROJECT_PRODUCTION_URL: PRODUCTION_HOST,
        }),
      ),
    ).toBe(false);
    expect(linksPointAtLocalhost(env({ NODE_ENV: 'development' }))).toBe(false);
  });
});
