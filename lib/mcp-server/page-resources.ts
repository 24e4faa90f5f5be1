import { isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { getPage, pages, type PageId } from '@/lib/site/pages';

/**
 * Every page's Markdown twin is also an MCP resource, named by locale and site path:
 * `yno://pages/de/legal/dpa`, `yno://pages/en/` for the English home page.
 */
export const PAGE_RESOURCE_TEMPLATE = 'yno://pages/{locale}{+path}';

export function pageResourceUri(id: PageId, locale: Locale): string {
  return `yno://pages/${locale}${getPage(id).path}`;
}

/** The page a resource URI's variables name, or undefined. */
export function pageFromResource(variables: Record<string, string | string[]>) {
  const locale = String(variables.locale);
  const path = decodeURI(String(variables.path));
  const page = pages.find((entry) => entry.path === path);
  return isLocale(locale) && page ? { id: page.id, locale } : undefined;
}

/** Completions for the template's variables: the locales, and the site paths a prefix begins. */
export const pageResourceCompletions = {
  locale: (value: string) => locales.filter((locale) => locale.startsWith(value)),
  path: (value: string) =>
    pages.map((page) => page.path).filter((path) => path.startsWith(value || '/')),
};
