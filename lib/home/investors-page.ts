import type { PageIntl } from '@/lib/content/page-intl';
import type { PageParts } from '@/lib/content/page-parts';
import { leadFormBlocks } from './lead-forms';
import { marketStatsList } from './home-page';

/**
 * The investors page shows the home page's market figures in its market section, and its deck
 * section the request form, described with its route (lib/home/lead-forms.ts).
 */
export function investorsParts(intl: PageIntl): PageParts {
  return {
    within: {
      market: [marketStatsList(intl)],
      // The deck section names the investors' mailbox itself.
      deck: leadFormBlocks(intl, 'investor-deck', { mailbox: false }),
    },
  };
}
