import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './inline-script-hashes.mjs';
import { createNonce, nonceFromPolicy, pagePolicy } from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html = [
      '<script>boot()</script>',
      '<script src="/_next/chunk.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script id="_R_">self.__next_f.push([1,"x"])</script>',
      '<script>boot()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('boot()'), sha('self.__next_f.push([1,"x"])')]);
  });
});

describe('pagePolicy', () => {
  it('lists a static page’s hashes with no unsafe script sources', () => {
    const policy = pagePolicy({ hashes: ["'sha256-abc'"] });
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it('uses the nonce for pages rendered per request', () => {
    expect(pagePolicy({ nonce: 'n0nce' })).toContain("script-src 'self' 'nonce-n0nce'");
  });

  it('relaxes only in development', () => {
    expect(pagePolicy({ development: true })).toContain("'unsafe-eval'");
  });

  it('creates distinct nonces', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('nonceFromPolicy', () => {
  it('reads the nonce of a policy', () => {
    expect(nonceFromPolicy(pagePolicy({ nonce: 'abc+/=' }))).toBe('abc+/=');
    expect(nonceFromPolicy(pagePolicy({ hashes: [] }))).toBeUndefined();
    expect(nonceFromPolicy(null)).toBeUndefined();
  });
});

describe('pagePolicy for pages rendered per request', () => {
  it('allows the shell scripts by hash next to the nonce', () => {
    expect(pagePolicy({ nonce: 'n', hashes: ["'sha256-shell'"] })).toContain(
      "script-src 'self' 'nonce-n' 'sha256-shell'",
    );
  });
});
