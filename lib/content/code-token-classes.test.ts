import fs from 'node:fs';
import path from 'node:path';
import { documentPageIds, requirePageDocument } from '@/lib/documents/load-document';
import { locales } from '@/lib/i18n/locales';
import { clientConfig, connectionOptions } from '@/lib/mcp-registry/client-config';
import { mcpServers } from '@/lib/mcp-registry/servers';
import { codeTokenClasses, foregroundTokenStyle, tokenClasses } from './code-token-classes';
import { highlight, normaliseLanguage } from './highlight';

const root = path.resolve(__dirname, '../..');
const css = fs.readFileSync(path.join(root, 'components/content/code-block.css'), 'utf8');

type Sample = { code: string; lang: string };

/** Every code sample the site shows: the documents, the catalogues, and the registry's configs. */
function siteSamples(): Sample[] {
  const samples: Sample[] = [];
  const collect = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const block = value as Partial<Sample>;
    if (typeof block.code === 'string' && typeof block.lang === 'string')
      samples.push({ code: block.code, lang: block.lang });
    Object.values(value).forEach(collect);
  };
  const messages = path.join(root, 'messages');
  for (const locale of fs.readdirSync(messages, { withFileTypes: true })) {
    if (!locale.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(messages, locale.name)))
      if (file.endsWith('.json'))
        collect(JSON.parse(fs.readFileSync(path.join(messages, locale.name, file), 'utf8')));
  }
  for (const locale of locales)
    for (const id of documentPageIds()) collect(requirePageDocument(id, locale).sections);
  for (const server of mcpServers)
    for (const option of connectionOptions(server))
      samples.push({ code: clientConfig(server, option), lang: 'json' });
  return samples.filter((sample) => normaliseLanguage(sample.lang) !== 'text');
}

/** The text a visitor reads (and copies) from highlighted HTML. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The light and dark colour a rule of app/globals.css gives a selector. */
function cssColours(selector: string): string | undefined {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rule = new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`).exec(css)?.[1];
  const light = rule?.match(/--s-l: (#[0-9a-f]{6});/i)?.[1];
  const dark = rule?.match(/--s-d: (#[0-9a-f]{6});/i)?.[1];
  return light && dark ? `--s-l:${light};--s-d:${dark}`.toUpperCase() : undefined;
}

describe('code token classes', () => {
  const samples = siteSamples();

  it('cover every colour of every code sample the site shows, keeping its text', async () => {
    expect(samples.length).toBeGreaterThan(100);
    for (const sample of samples) {
      const html = await highlight(sample.code, sample.lang);
      expect(html).not.toBeNull();
      // An inline style means a colour pair missing from tokenClasses: the sample still renders,
      // but carries the long form on every page.
      expect(html).not.toMatch(/style=/);
      expect(html).not.toMatch(/class="line"/);
      expect(visibleText(html!)).toBe(sample.code);
    }
  });

  it('draw a listed pair as its class, and the foreground as plain text', async () => {
    const html = await highlight('const answer = 42;\n', 'ts');
    expect(html).toBe(
      '<pre class="shiki" tabindex="0"><code><span class="sh-kw">const</span>' +
        '<span class="sh-const"> answer</span><span class="sh-kw"> =</span>' +
        '<span class="sh-const"> 42</span>;\n</code></pre>',
    );
  });

  it('leave a pair they do not list as the inline style it was', () => {
    const unknown = '--s-l:#123456;--s-d:#654321';
    const token = (style: string, text: string) => ({
      type: 'element' as const,
      tagName: 'span',
      properties: { style },
      children: [{ type: 'text' as const, value: text }],
    });
    const code = {
      type: 'element' as const,
      tagName: 'code',
      properties: {},
      children: [
        {
          type: 'element' as const,
          tagName: 'span',
          properties: { class: 'line' },
          children: [token(unknown, 'odd'), token(foregroundTokenStyle, ' = 1')],
        },
      ],
    };
    codeTokenClasses.code!.call({} as never, code);
    expect(code.children).toEqual([token(unknown, 'odd'), { type: 'text', value: ' = 1' }]);
  });

  it.each(Object.entries(tokenClasses))('%s has its rule in code-block.css', (pair, className) => {
    expect(cssColours(`.${className}`)).toBe(
      pair.replace(/;--s-[ld]-font-style:italic/g, '').toUpperCase(),
    );
  });

  it('give the foreground to the whole sample', () => {
    expect(cssColours('.shiki')).toBe(foregroundTokenStyle.toUpperCase());
  });
});
