import { getEnv } from '@/lib/env';
import { canonicalOrigin, deploymentOrigin } from './site-origin';

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
