import type { PageIntl } from '@/lib/content/page-intl';
import type { PageParts } from '@/lib/content/page-parts';
import { marketStatsList } from './home-page';

/** The investors page shows the home page's market figures in its market section. */
export function investorsParts(intl: PageIntl): PageParts {
  return { within: { market: [marketStatsList(intl)] } };
}
