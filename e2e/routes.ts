import { locales } from '../lib/i18n/locales';
import { localizedPath } from '../lib/i18n/paths';
import { pages } from '../lib/site/pages';

/** Every route of the page registry in every locale. */
export const allRoutes = pages.flatMap((page) =>
  locales.map((locale) => ({
    id: page.id,
    kind: page.kind,
    locale,
    url: localizedPath(page.path, locale),
  })),
);
