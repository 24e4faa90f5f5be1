import { callToActionSection } from '@/lib/content/common-parts';
import type { PageIntl } from '@/lib/content/page-intl';
import { items, section, strong, type PageParts } from '@/lib/content/page-parts';
import { integrations } from './catalogue';

/**
 * The integrations page's whole catalogue before its prose, as the unfiltered page shows it
 * (components/integrations/integrations-catalogue.tsx), and its call to action after.
 */
export function integrationsParts(intl: PageIntl): PageParts {
  const m = intl.messages.integrations;
  const entries = integrations.map((entry) => {
    const text = m.catalogue[entry.id as keyof typeof m.catalogue];
    return `${strong(text.name)} (${m.kinds[entry.kind]}, ${m.categories[entry.category]}): ${text.connects}`;
  });
  const count = intl.t('integrations.filter.count', {
    shown: integrations.length,
    total: integrations.length,
  });
  return {
    lead: [section('catalogue', m.catalogueHeading, m.catalogueLead, count, items(entries))],
    footer: [callToActionSection(intl, 'integrations')],
  };
}
