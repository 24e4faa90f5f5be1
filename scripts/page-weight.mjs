// What a page weighs as served: its HTML (raw, gzip as `next start` sends it, and Brotli as
// deploy/nginx.conf sends it), the part of it that is the inline RSC payload (the
// `self.__next_f.push` scripts), the visible text it carries, and the JavaScript
// a browser downloads until the network has been idle, plus two seconds, counted from the
// responses themselves (compressed bytes on the wire), not from the tags in the HTML.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The page's text a visitor can read: markup, scripts, styles and SVG drawings removed. */
export function visibleText(html) {
  const body = html.replace(/^[\s\S]*?<body[^>]*>/, '');
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The stylesheets Next inlined into a page, read from the files its `<style>` elements name: one
 * element can hold several (React merges stylesheets of one precedence), while the RSC payload
 * carries each on its own.
 */
export async function inlinedStylesheets(url, html) {
  const hrefs = [...html.matchAll(/<style[^>]*\bdata-href="([^"]+)"/g)].flatMap((match) =>
    match[1].split(' '),
  );
  return Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, url))).text()));
}

/** A string as Next writes it inside an inline script (`<`, `>`, `&` and line separators escaped). */
function inScript(text) {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The HTML without the stylesheets inlined into it: their text in the `<style>`, and the copies
 * the RSC payload carries, either as a text row of their own or as a string inside a row.
 */
export function withoutInlinedCss(html, stylesheets) {
  let rest = html;
  for (const css of stylesheets.filter(Boolean)) {
    for (const form of [css, inScript(css), inScript(JSON.stringify(css).slice(1, -1))])
      rest = rest.split(form).join('');
  }
  return rest;
}

/** Brotli at the level deploy/nginx.conf compresses with (`brotli_comp_level 5`). */
function brotli(text) {
  return brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
}

/** `stylesheets`: the page's inlined stylesheets (`inlinedStylesheets`), left out of one figure. */
export function htmlWeight(html, stylesheets) {
  const rscPayload = [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1])
    .filter((script) => script.startsWith('self.__next_f'))
    .reduce((sum, script) => sum + Buffer.byteLength(script), 0);
  return {
    htmlKb: kb(Buffer.byteLength(html)),
    htmlGzipKb: kb(gzipSync(html).length),
    htmlGzipWithoutCssKb: kb(gzipSync(withoutInlinedCss(html, stylesheets)).length),
    htmlBrotliKb: kb(brotli(html).length),
    rscPayloadKb: kb(rscPayload),
    textKb: kb(Buffer.byteLength(visibleText(html))),
  };
}

/**
 * What a fresh visit downloads without any interaction (compressed, as transferred): the
 * JavaScript finished before the load event, the JavaScript until network idle plus 2 s, the
 * JavaScript of the first 10 s, and every response of the first 10 s (documents, styles,
 * scripts, fonts, images, data).
 */
export async function downloadedJs(urls, executablePath, args) {
  const browser = await chromium.launch({ executablePath, args });
  const result = {};
  try {
    for (const url of urls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const finished = [];
      let loadedAt = Infinity;
      page.on('requestfinished', (request) => finished.push({ request, at: Date.now() }));
      const started = Date.now();
      page.on('load', () => (loadedAt = Date.now()));
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(Math.max(2000, 10_000 - (Date.now() - started)));
      let js = 0;
      let jsBeforeLoad = 0;
      let js10s = 0;
      let all = 0;
      let scripts = 0;
      for (const { request, at } of finished) {
        const { responseBodySize, responseHeadersSize } = await request.sizes();
        if (at - started <= 10_000) all += responseBodySize + responseHeadersSize;
        if (request.resourceType() !== 'script') continue;
        scripts += 1;
        js += responseBodySize;
        if (at <= loadedAt) jsBeforeLoad += responseBodySize;
        if (at - started <= 10_000) js10s += responseBodySize;
      }
      result[url] = {
        scripts,
        jsBeforeLoadKb: kb(jsBeforeLoad),
        jsKb: kb(js),
        js10sKb: kb(js10s),
        first10sKb: kb(all),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}

function kb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}
