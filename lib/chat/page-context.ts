import { catalogueEntries } from '@/lib/documents/load-document';
import { enMessages } from '@/lib/messages/en-messages';
import { defaultLocale, isLocale, languageOptions, locales, type Locale } from '@/lib/i18n/locales';
import { stripLocale } from '@/lib/i18n/paths';
import { isActivePath } from '@/lib/site/active-path';
import { pages, type PageId } from '@/lib/site/pages';

/** docs/specification.md §7: the pages that get their own wording in the system message. */
const namedContexts: Partial<Record<PageId, string>> = {
  home: 'home page',
  mcpRegistry: 'MCP documentation or registry',
  docsMcp: 'MCP documentation or registry',
  platform: 'platform overview',
  workflows: 'AI workflows',
  integrations: 'integrations',
};

export type PageContext = {
  /** The visitor's language, from the path's locale prefix. */
  locale: Locale;
  /** The path without its locale prefix. */
  path: string;
  /** The registry page at that path, if any. */
  pageId?: PageId;
  /** What the system message says the visitor is viewing. */
  description: string;
};

/**
 * Maps the path the widget sends to the page the visitor is on (docs/specification.md §7). The
 * path comes from the browser, so only registry pages are named; anything else is described
 * generically and never quoted into the system message.
 */
export function pageContext(rawPath: string): PageContext {
  const first = /^\/([^/]+)/.exec(rawPath)?.[1];
  const locale: Locale = isLocale(first) ? first : defaultLocale;
  const path = stripLocale(rawPath, locales);
  const page = pages.find((entry) => isActivePath(entry.path, path));
  if (!page) return { locale, path, description: 'a page that does not exist (not found)' };
  const named = namedContexts[page.id];
  const description = named ?? `${page.path.slice(1)} page ("${englishLinkTitle(page.id)}")`;
  return { locale, path, pageId: page.id, description };
}

/** The page's English sidebar title: its document's front-matter, or the catalogue's. */
function englishLinkTitle(id: PageId): string {
  const links: Record<string, { title: string }> = enMessages.nav.links;
  return (catalogueEntries('en').links[id] ?? links[id]).title;
}

/** The system message the relay puts before the conversation. */
export function systemMessage(context: PageContext): string {
  const language = languageOptions.find((option) => option.code === context.locale)!;
  return [
    "You are YNO's website assistant. YNO, based in Singapore, sells an enterprise platform for agentic AI workflows and integrations.",
    `The user is currently viewing the ${context.description}.`,
    `Answer in ${language.name} (${language.nativeName}), the language of the page, unless the user writes in another language.`,
    'Be concise and accurate. Link to pages of this site with relative links such as /platform. Do not invent prices, customers or commitments.',
  ].join(' ');
}
