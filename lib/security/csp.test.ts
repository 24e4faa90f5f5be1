import { adminPolicy, NON_PAGE_POLICY, pagePolicy } from './csp';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(' ')[0] === name);

const STRICT_DIRECTIVES = [
  "default-src 'self'",
  "script-src-attr 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "connect-src 'self'",
];

describe('pagePolicy', () => {
  it("allows exactly a prerendered page's own inline scripts by hash", () => {
    const policy = pagePolicy({ hashes: ["'sha256-abc'", "'sha256-def'"] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc' 'sha256-def'");
    expect(directive(policy, 'script-src')).not.toContain('unsafe');
  });

  it('falls back to inline scripts without eval, so a page never fails closed', () => {
    const policy = pagePolicy({ fallback: true });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('keeps every other directive strict either way', () => {
    for (const policy of [pagePolicy({ hashes: [] }), pagePolicy({ fallback: true })]) {
      for (const expected of STRICT_DIRECTIVES) {
        expect(directive(policy, expected.split(' ')[0])).toBe(expected);
      }
    }
  });

  it('allows eval and the dev server socket only in development', () => {
    const development = pagePolicy({ development: true });
    expect(directive(development, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(development, 'connect-src')).toBe("connect-src 'self' ws:");
  });
});

describe('pagePolicy with Google Analytics configured', () => {
  it("names Google's tag and collection hosts only when a measurement ID is set", () => {
    const unset = pagePolicy({ fallback: true });
    expect(unset).not.toMatch(/google/);
    const configured = pagePolicy({ hashes: ["'sha256-abc'"] }, { googleAnalytics: true });
    expect(directive(configured, 'script-src')).toBe(
      "script-src 'self' 'sha256-abc' https://*.googletagmanager.com",
    );
    expect(directive(configured, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directive(configured, 'img-src')).toContain('https://*.google-analytics.com');
    // Nothing else opens up: no inline script, no eval, no frames.
    expect(directive(configured, 'script-src')).not.toContain('unsafe');
    expect(directive(configured, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});

describe('NON_PAGE_POLICY', () => {
  it('runs and embeds nothing', () => {
    expect(directive(NON_PAGE_POLICY, 'default-src')).toBe("default-src 'none'");
    expect(directive(NON_PAGE_POLICY, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});

describe('adminPolicy', () => {
  const production = adminPolicy({ development: false });

  it('lets the editor run its inline scripts and styles, and reach GitHub’s API, without eval', () => {
    expect(directive(production, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(production, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(production, 'connect-src')).toBe("connect-src 'self' https://api.github.com");
  });

  it('keeps framing, plugins, <base> and inline handlers off', () => {
    for (const expected of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "script-src-attr 'none'",
      "form-action 'self'",
    ]) {
      expect(directive(production, expected.split(' ')[0])).toBe(expected);
    }
  });

  it('allows eval and the dev server socket only in development', () => {
    const development = adminPolicy({ development: true });
    expect(directive(development, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(development, 'connect-src')).toContain('ws:');
    expect(production).not.toContain('unsafe-eval');
  });
});
