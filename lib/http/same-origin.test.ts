import { siteOrigins } from '@/lib/site-origin';
import { forbiddenOrigin, isForeignOrigin, type SameOriginOptions } from './same-origin';

const site: SameOriginOptions = {
  siteOrigins: siteOrigins({
    NODE_ENV: 'production',
    NEXT_PUBLIC_SITE_URL: 'https://www.yno.example',
  }),
};
/** No public origin configured: a server tried on this machine, on any port. */
const local: SameOriginOptions = { siteOrigins: siteOrigins({ NODE_ENV: 'production' }) };

const request = (headers: Record<string, string>, url = 'http://localhost:3000/api/x') =>
  new Request(url, { method: 'POST', headers });

describe('isForeignOrigin', () => {
  it('lets a request without Origin through: non-browser callers send none', () => {
    expect(isForeignOrigin(request({ host: 'localhost:3000' }), site)).toBe(false);
  });

  it('accepts the configured site origin, whatever host the request reached', () => {
    const from = request({ origin: 'https://www.yno.example', host: 'internal:3000' });
    expect(isForeignOrigin(from, site)).toBe(false);
  });

  it('does not take the Host for a witness: a rebound name sends a matching one', () => {
    const rebound = request({ origin: 'http://evil.example:3000', host: 'evil.example:3000' });
    expect(isForeignOrigin(rebound, site)).toBe(true);
    expect(isForeignOrigin(rebound, local)).toBe(true);
    const local3000 = request({ origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(isForeignOrigin(local3000, site)).toBe(true);
    expect(isForeignOrigin(local3000, local)).toBe(false);
  });

  it('refuses another site, another scheme or port of the site and a look-alike of it', () => {
    for (const origin of [
      'https://evil.example',
      'http://www.yno.example',
      'https://www.yno.example:8443',
      'https://www.yno.example.evil.example',
    ]) {
      expect(isForeignOrigin(request({ origin, host: 'www.yno.example' }), site)).toBe(true);
    }
  });

  it('refuses an opaque or malformed Origin', () => {
    for (const origin of ['null', 'not a url', '']) {
      expect(isForeignOrigin(request({ origin, host: 'localhost:3000' }), local)).toBe(true);
    }
  });

  it('does not let X-Forwarded-Host vouch for a foreign Origin', () => {
    const spoofed = request({
      origin: 'https://evil.example',
      host: 'localhost:3000',
      'x-forwarded-host': 'evil.example',
    });
    expect(isForeignOrigin(spoofed, local)).toBe(true);
  });
});

describe('forbiddenOrigin', () => {
  it('answers 403 with the usual error shape, not cached', async () => {
    const response = forbiddenOrigin();
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: 'forbidden_origin',
      message: 'Cross-site requests are refused.',
    });
  });
});
