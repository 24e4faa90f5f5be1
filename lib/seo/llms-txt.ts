import { hasMarkdown, markdownPath } from '@/lib/content/markdown-pages';
import type { Messages } from '@/lib/i18n/en-messages';
import { localizedPath } from '@/lib/i18n/paths';
import { indexablePages, navSections, type PageEntry, type PageId } from '@/lib/site/pages';
import { absoluteUrl } from './alternates';
import { company } from '@/lib/site/company';

export const LLMS_FULL_PATH = '/llms-full.txt';

/**
 * /llms.txt (llmstxt.org): the site's main pages, grouped as in the sidebar, each with the
 * one-line summary of its meta description. Built from the registry and the English catalogue.
 * Docs, the API reference and legal documents link their Markdown twins (`/docs/mcp.md`).
 */
export function llmsTxt(siteUrl: string, messages: Messages): string {
  const line = (page: PageEntry) => {
    const { title, description } = messages[page.id as keyof Messages] as {
      title: string;
      description: string;
    };
    const id = page.id as PageId;
    const path = hasMarkdown(id) ? markdownPath(id, 'en') : page.path;
    return `- [${title}](${absoluteUrl(siteUrl, path)}): ${description}`;
  };
  const indexable = indexablePages();
  const home = indexable.filter((page) => page.kind === 'home');
  const lines = [
    `# ${messages.meta.siteName}`,
    '',
    `> ${messages.meta.defaultDescription}`,
    '',
    `${company.legalName} is based in Singapore. Every page is also available in Spanish, French and German under ${localizedPath('/', 'es')}, ${localizedPath('/', 'fr')} and ${localizedPath('/', 'de')}.`,
    '',
    `Every docs guide and the API reference in one file: ${absoluteUrl(siteUrl, LLMS_FULL_PATH)}. Agents can also search the site and read pages through the MCP server at ${absoluteUrl(siteUrl, '/mcp')}.`,
    '',
    ...home.map(line),
  ];
  for (const section of navSections) {
    const inSection = indexable.filter((page) => page.section === section);
    if (inSection.length === 0) continue;
    lines.push('', `## ${messages.nav.sections[section]}`, '', ...inSection.map(line));
  }
  return `${lines.join('\n')}\n`;
}
