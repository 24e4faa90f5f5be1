import { forbiddenOrigin, isForeignOrigin, type SameOriginOptions } from './same-origin';

const site: SameOriginOptions = {
  siteUrl: 'https://www.yno.example',
  vercel: false,
  trustedProxy: false,
};

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

  it('accepts the host the request was addressed to', () => {
    const from = request({ origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(isForeignOrigin(from, site)).toBe(false);
  });

  it("falls back to the request URL's host without a Host header", () => {
    expect(isForeignOrigin(request({ origin: 'http://localhost:3000' }), site)).toBe(false);
    expect(isForeignOrigin(request({ origin: 'http://localhost:4000' }), site)).toBe(true);
  });

  it('refuses another site, another port of this host and a look-alike of the site', () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:4000',
      'http://www.yno.example',
      'https://www.yno.example.evil.example',
    ]) {
      expect(isForeignOrigin(request({ origin, host: 'localhost:3000' }), site)).toBe(true);
    }
  });

  it('refuses an opaque or malformed Origin', () => {
    for (const origin of ['null', 'not a url', '']) {
      expect(isForeignOrigin(request({ origin, host: 'localhost:3000' }), site)).toBe(true);
    }
  });

  it('believes X-Forwarded-Host only behind a trusted proxy or on Vercel', () => {
    const forwarded = request({
      origin: 'https://preview.yno.example',
      host: 'localhost:3000',
      'x-forwarded-host': 'preview.yno.example',
    });
    expect(isForeignOrigin(forwarded, site)).toBe(true);
    expect(isForeignOrigin(forwarded, { ...site, trustedProxy: true })).toBe(false);
    expect(isForeignOrigin(forwarded, { ...site, vercel: true })).toBe(false);
  });

  it('does not let a spoofed X-Forwarded-Host vouch for a foreign Origin without a proxy', () => {
    const spoofed = request({
      origin: 'https://evil.example',
      host: 'localhost:3000',
      'x-forwarded-host': 'evil.example',
    });
    expect(isForeignOrigin(spoofed, site)).toBe(true);
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
