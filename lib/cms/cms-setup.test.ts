import { getEnv } from '@/lib/env';
import { cmsSetup } from './cms-setup';

const github = {
  KEYSTATIC_GITHUB_REPO: 'yno/website',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret',
  KEYSTATIC_SECRET: 'a'.repeat(40),
};
const setupFor = (vars: Record<string, string>) =>
  cmsSetup(getEnv(vars as unknown as NodeJS.ProcessEnv));

describe('cmsSetup', () => {
  it('edits the working copy in next dev, with or without GitHub configured', () => {
    expect(setupFor({ NODE_ENV: 'development' })).toEqual({ storage: { kind: 'local' } });
    expect(setupFor({ NODE_ENV: 'development', ...github })?.storage).toEqual({ kind: 'local' });
  });

  it('is off on a production server without GitHub, so the editor and its API answer 404', () => {
    expect(setupFor({ NODE_ENV: 'production' })).toBeNull();
    expect(setupFor({ NODE_ENV: 'test' })).toBeNull();
  });

  it('edits through GitHub on a production server with the repository and App configured', () => {
    expect(
      setupFor({
        NODE_ENV: 'production',
        ...github,
        NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'yno-cms',
      }),
    ).toEqual({
      storage: { kind: 'github', repo: 'yno/website', branchPrefix: 'content/' },
      github: {
        clientId: github.KEYSTATIC_GITHUB_CLIENT_ID,
        clientSecret: github.KEYSTATIC_GITHUB_CLIENT_SECRET,
        secret: github.KEYSTATIC_SECRET,
        appSlug: 'yno-cms',
      },
    });
  });
});
