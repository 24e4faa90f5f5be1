import { markdownPath } from '@/lib/twins/markdown-pages';
import { pageHeadFrom } from '@/lib/content/page-head';
import type { Messages } from '@/lib/messages/en-messages';
import { languageOptions, locales, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { company } from '@/lib/site/company';
import { indexablePages, navSections, type PageEntry, type PageId } from '@/lib/site/pages';
import { absoluteUrl } from './alternates';

export const LLMS_PATH = '/llms.txt';
export const LLMS_FULL_PATH = '/llms-full.txt';

/** `/llms.txt`, `/de/llms.txt`; `/llms-full.txt`, `/de/llms-full.txt`. */
export function agentFilePath(file: typeof LLMS_PATH | typeof LLMS_FULL_PATH, locale: Locale) {
  return localizedPath(file, locale);
}

/** Plain `{name}` placeholders of the agent files' messages, filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * `/llms.txt` in one locale (llmstxt.org): the site's pages grouped as in the sidebar, each
 * linking its Markdown twin with the one-line summary of its meta description, then the agent
 * files of every language. Before the pages, the MCP server and what it allows one client. Built from the page registry and the locale's catalogue.
 */
export function llmsTxt(siteUrl: string, messages: Messages, locale: Locale): string {
  const text = messages.agentFiles;
  const url = (path: string) => absoluteUrl(siteUrl, path);
  const line = (page: PageEntry) => {
    const { title, description } = pageHeadFrom(messages, page.id as PageId, locale);
    return `- [${title.replaceAll('\u00ad', '')}](${url(markdownPath(page.id as PageId, locale))}): ${description}`;
  };
  const indexable = indexablePages();
  const lines = [
    `# ${messages.meta.siteName}`,
    '',
    `> ${messages.meta.defaultDescription}`,
    '',
    fill(text.about, { company: company.legalName }),
    '',
    fill(text.twins, { fullUrl: url(agentFilePath(LLMS_FULL_PATH, locale)) }),
    '',
    // The MCP server, with its budget per client (the {{mcp.*}} tokens, lib/site/site-tokens.ts).
    fill(text.mcp, { mcpUrl: url('/mcp') }),
    '',
    ...indexable.filter((page) => page.kind === 'home').map(line),
  ];
  for (const section of navSections) {
    const inSection = indexable.filter((page) => page.section === section);
    if (inSection.length === 0) continue;
    lines.push('', `## ${messages.nav.sections[section]}`, '', ...inSection.map(line));
  }
  lines.push(
    '',
    `## ${text.filesHeading}`,
    '',
    ...agentFileLines(siteUrl, messages, locale, LLMS_PATH),
  );
  return `${lines.join('\n')}\n`;
}

/**
 * Every agent file but the one being written: this locale's other file, then both files of each
 * other locale, each with what it holds.
 */
export function agentFileLines(
  siteUrl: string,
  messages: Messages,
  locale: Locale,
  current: typeof LLMS_PATH | typeof LLMS_FULL_PATH,
): string[] {
  const text = messages.agentFiles;
  const name = (code: Locale) => languageOptions.find((option) => option.code === code)!.nativeName;
  const entry = (file: typeof LLMS_PATH | typeof LLMS_FULL_PATH, code: Locale) =>
    `- [${file.slice(1)} (${name(code)})](${absoluteUrl(siteUrl, agentFilePath(file, code))}): ${
      file === LLMS_PATH ? text.index : text.full
    }`;
  return [
    entry(current === LLMS_PATH ? LLMS_FULL_PATH : LLMS_PATH, locale),
    ...locales
      .filter((code) => code !== locale)
      .flatMap((code) => [entry(LLMS_PATH, code), entry(LLMS_FULL_PATH, code)]),
  ];
}
