import { locales } from '../lib/i18n/locales';
import { localizedPath } from '../lib/i18n/paths';
import { pages, type PageId } from '../lib/site/pages';

/** Every route of the page registry in every locale. */
export const allRoutes = pages.flatMap((page) =>
  locales.map((locale) => ({
    id: page.id,
    kind: page.kind,
    locale,
    url: localizedPath(page.path, locale),
  })),
);

/**
 * One page of each layout: the pages of a layout share its components, islands and colour
 * tokens, so what a browser shows of one (contrast, hydration, console) it shows of all. What
 * differs between their documents is read from the built HTML of every page (test/built/).
 */
const LAYOUTS: readonly PageId[] = [
  'home',
  'platform',
  'integrations',
  'pricing',
  'careers',
  'investors',
  'mcpRegistry',
  'docs',
  'docsMcp',
  'api',
  'news',
  'support',
  'settings',
  'legalDpa',
  'cookies',
  'ynoAi',
];
export const layoutRoutes = allRoutes.filter((route) => LAYOUTS.includes(route.id));
