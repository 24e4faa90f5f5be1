import type { Metadata } from 'next';
import { IntegrationsView } from '@/components/integrations/integrations-view';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { parseIntegrationQuery } from '@/lib/integrations/filter';
import { pageMetadata } from '@/lib/seo/page-metadata';

/*
 * The whole catalogue, prerendered. A URL with a filter (?q=, ?category=) is served by
 * ./filtered instead (lib/integrations/filtered-route.ts).
 */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata('integrations', await resolvePageLocale(params));
}

export default async function IntegrationsPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  return <IntegrationsView locale={locale} query={parseIntegrationQuery({})} />;
}
