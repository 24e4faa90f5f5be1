import { createHash } from 'node:crypto';
import http from 'node:http';
import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { pages, type PageId } from '@/lib/site/pages';
import { startSite, type Site } from '@/test/faults/harness';

/**
 * The built-HTML checks (npm run test:built) read what one `next start` of this checkout's
 * build serves, as a crawler or an agent does: no browser, no script run. Each page is fetched
 * once, without cookies and without following redirects, and parsed with the DOMParser of the
 * jsdom environment the suites run in.
 */

export type Fetched = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
};

/** Every route of the page registry in every locale. */
export const routes = pages.flatMap((page) =>
  locales.map((locale) => ({
    id: page.id as PageId,
    kind: page.kind as string,
    locale,
    url: localizedPath(page.path, locale),
  })),
);

let site: (Site & { exit: Promise<number | null> }) | undefined;
const cache = new Map<string, Promise<Fetched>>();

function get(url: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'identity' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Starts the server; call from beforeAll (it may take a while on a loaded machine). */
export async function startBuiltSite(): Promise<void> {
  site = await startSite({}, { expectReady: false });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await get(`${site.url}/robots.txt`).catch(() => null);
    if (up?.status === 200) return;
    if (Date.now() > deadline) {
      await site.kill('SIGKILL');
      throw new Error(`next start did not come up:\n${site.lines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopBuiltSite(): Promise<void> {
  await site?.kill();
}

/** One GET of a path of the site, fetched once per run. */
export function fetchPath(path: string): Promise<Fetched> {
  if (!site) throw new Error('startBuiltSite() first');
  let found = cache.get(path);
  if (!found) {
    found = get(`${site.url}${path}`);
    cache.set(path, found);
  }
  return found;
}

/** The documents parsed last: a parsed page weighs megabytes, and checks revisit a few. */
const documents = new Map<string, Promise<Document>>();
const KEPT_DOCUMENTS = 16;

/** A page's server HTML as a document, after checking it answered 200. */
export function pageDocument(path: string): Promise<Document> {
  let found = documents.get(path);
  if (found) documents.delete(path);
  else {
    found = fetchPath(path).then((response) => {
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return new DOMParser().parseFromString(response.body, 'text/html');
    });
  }
  documents.set(path, found);
  if (documents.size > KEPT_DOCUMENTS) documents.delete(documents.keys().next().value!);
  return found;
}

const BLOCKS =
  'address, article, aside, blockquote, br, dd, div, dl, dt, figcaption, figure, footer, h1, h2, h3, h4, h5, h6, header, hr, li, main, nav, ol, p, pre, section, table, td, th, tr, ul';

/** The text of an element as a reader gets it: scripts and styles aside, blocks apart. */
export function textOf(element: Element | null): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  for (const skipped of copy.querySelectorAll('script, style, template')) skipped.remove();
  for (const block of copy.querySelectorAll(BLOCKS)) block.append(' ');
  return copy.textContent ?? '';
}

export const countWords = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Every JSON-LD object of the page, arrays flattened. */
export function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? '') as
      Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The CSP source expression of every inline script the browser would run. */
export function inlineScriptSources(document: Document): string[] {
  return [...document.querySelectorAll('script:not([src])')]
    .filter((script) => EXECUTABLE_TYPES.has((script.getAttribute('type') ?? '').toLowerCase()))
    .map(
      (script) =>
        `'sha256-${createHash('sha256')
          .update(script.textContent ?? '', 'utf8')
          .digest('base64')}'`,
    );
}

/** The scripts a page's HTML names, by URL. */
export const scriptSources = (document: Document) =>
  [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')!);

/** The name a screen reader announces for an element, as far as the markup alone decides. */
function accessibleName(element: Element, document: Document): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(document.getElementById(id)))
      .join(' ')
      .trim();
  }
  const label = element.getAttribute('aria-label') ?? '';
  if (label.trim()) return label.trim();
  const labels = element.id ? [...document.querySelectorAll(`label[for="${element.id}"]`)] : [];
  const wrapping = element.closest('label');
  if (wrapping) labels.push(wrapping);
  const labelText = labels
    .map((found) => textOf(found))
    .join(' ')
    .trim();
  if (labelText) return labelText;
  const images = [...element.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt'));
  return [textOf(element), ...images, element.getAttribute('title') ?? ''].join(' ').trim();
}

/**
 * What the markup of a page gets wrong for a screen reader: links and buttons without a name,
 * images without alt text, ids used twice, references to ids that do not exist.
 */
export function markupProblems(document: Document): string[] {
  const problems: string[] = [];
  const describe = (element: Element) => element.outerHTML.slice(0, 120);
  for (const control of document.querySelectorAll('a[href], button')) {
    if (control.closest('[aria-hidden="true"], template')) continue;
    if (!accessibleName(control, document)) problems.push(`no name: ${describe(control)}`);
  }
  for (const img of document.querySelectorAll('img:not([alt])'))
    problems.push(`no alt: ${describe(img)}`);
  const seen = new Set<string>();
  for (const element of document.querySelectorAll('[id]')) {
    if (element.closest('template')) continue;
    if (seen.has(element.id)) problems.push(`id used twice: ${element.id}`);
    seen.add(element.id);
  }
  for (const attribute of ['aria-labelledby', 'aria-describedby', 'for']) {
    for (const element of document.querySelectorAll(`[${attribute}]`)) {
      for (const id of element.getAttribute(attribute)!.split(/\s+/)) {
        if (!document.getElementById(id)) problems.push(`${attribute} names no element: ${id}`);
      }
    }
  }
  return problems;
}

/** Words of a text, lower case, soft hyphens and Markdown punctuation aside. */
export function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .replaceAll('\u00ad', '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}

const BREAKPOINTS = ['', 'sm:', 'md:', 'lg:', 'xl:'];
const SHOWN = /^(block|inline|inline-block|flex|inline-flex|grid|inline-grid|table|contents)$/;

/**
 * Whether the site's utility classes hide an element on a laptop's screen (1280 px, every
 * breakpoint up to xl): the last display class that applies there decides.
 */
function hiddenOnLaptop(element: Element): boolean {
  let hidden = false;
  for (const prefix of BREAKPOINTS) {
    for (const name of element.classList) {
      if (!name.startsWith(prefix) || name.slice(prefix.length).includes(':')) continue;
      const utility = name.slice(prefix.length);
      if (utility === 'hidden') hidden = true;
      else if (SHOWN.test(utility)) hidden = false;
    }
  }
  return hidden;
}

/**
 * What a visitor reads in a page's main region on a laptop, from its server HTML: the text
 * without what the markup or the site's classes hide there (closed disclosures and popovers
 * included), the navigation, controls, forms, drawings, tables of contents, the section label
 * above the title, the live uptime counter, and text meant for screen readers only (but the
 * words that stand for a table's check marks). Every element but those inside code ends a
 * word, as the layout's blocks and flex items do on screen.
 */
export function visibleWords(document: Document): Set<string> {
  const main = document.querySelector('main')?.cloneNode(true) as Element | undefined;
  if (!main) return new Set();
  const hidden = [
    'script, style, template, [hidden], [popover], .invisible, details:not([open]) > :not(summary)',
    'nav, aside, form, button, svg, [data-toc], [data-testid="uptime"]',
  ];
  for (const element of main.querySelectorAll(hidden.join(','))) element.remove();
  for (const element of main.querySelectorAll('*')) if (hiddenOnLaptop(element)) element.remove();
  for (const element of main.querySelectorAll('.sr-only'))
    if (!element.closest('td')) element.remove();
  for (const label of main.querySelectorAll('header > p'))
    if (label.nextElementSibling?.tagName === 'H1') label.remove();
  for (const element of main.querySelectorAll('*'))
    if (!element.closest('pre')) element.append(' ');
  return wordsOf(main.textContent ?? '');
}
