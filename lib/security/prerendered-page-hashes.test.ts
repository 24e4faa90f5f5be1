import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineScriptHashes } from './inline-script-hashes';
import { prerenderedPageHashes, sharedPrerenderedHashes } from './prerendered-page-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only, once each', () => {
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

describe('prerenderedPageHashes', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'yno-build-'));
  const pages = path.join(root, '.next', 'server', 'app', 'de');
  mkdirSync(pages, { recursive: true });
  writeFileSync(path.join(pages, 'about.html'), '<html><script>a()</script></html>');
  writeFileSync(path.join(root, '.next', 'server', 'app', 'de.html'), '<script>b()</script>');

  it("reads the hashes of the page's own HTML", () => {
    expect(prerenderedPageHashes('/de/about', root)).toEqual([sha('a()')]);
    expect(prerenderedPageHashes('/de', root)).toEqual([sha('b()')]);
  });

  it('answers null when the build holds no HTML for the route, so the fallback applies', () => {
    expect(prerenderedPageHashes('/de/mcp-registry', root)).toBeNull();
    expect(prerenderedPageHashes('/de/about', path.join(root, 'elsewhere'))).toBeNull();
  });

  it('never reads outside the build', () => {
    writeFileSync(path.join(root, 'secret.html'), '<script>c()</script>');
    expect(prerenderedPageHashes('/../../../secret', root)).toBeNull();
    expect(prerenderedPageHashes('/de/%2e%2e', root)).toBeNull();
  });
});

describe('a missing page', () => {
  it('is known from one listing of the build, never looked up on disk per request', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'yno-build-'));
    const app = path.join(root, '.next', 'server', 'app');
    mkdirSync(path.join(app, 'en'), { recursive: true });
    writeFileSync(path.join(app, 'en', 'about.html'), '<script>a()</script>');
    expect(prerenderedPageHashes('/en/missing', root)).toBeNull();
    // A file that appears after the listing is not seen: nothing is read for a route the
    // build did not prerender.
    writeFileSync(path.join(app, 'en', 'missing.html'), '<script>m()</script>');
    expect(prerenderedPageHashes('/en/missing', root)).toBeNull();
    expect(prerenderedPageHashes('/en/about', root)).toEqual([sha('a()')]);
  });
});

describe('sharedPrerenderedHashes', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'yno-build-'));
  const app = path.join(root, '.next', 'server', 'app');
  mkdirSync(app, { recursive: true });
  writeFileSync(path.join(app, 'en.html'), '<script>boot()</script><script>en()</script>');
  writeFileSync(path.join(app, 'de.html'), '<script>de()</script><script>boot()</script>');

  it('keeps the scripts every listed page carries', () => {
    expect(sharedPrerenderedHashes(['/en', '/de', '/fr'], root)).toEqual([sha('boot()')]);
  });

  it('is null unless two of the pages are prerendered here', () => {
    expect(sharedPrerenderedHashes(['/en', '/fr'], root)).toBeNull();
    expect(sharedPrerenderedHashes(['/en', '/de'], path.join(root, 'none'))).toBeNull();
  });
});
