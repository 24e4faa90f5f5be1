import type { Metadata } from 'next';
import { IntegrationsView } from '@/components/integrations/integrations-view';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { parseIntegrationQuery } from '@/lib/integrations/filter';
import { pageMetadata } from '@/lib/seo/page-metadata';

/*
 * /integrations with a filter in the URL (?q=, ?category=), rewritten here and rendered per
 * request (lib/integrations/filtered-route.ts). Its canonical address is /integrations.
 */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata('integrations', await resolvePageLocale(params));
}

export default async function FilteredIntegrationsPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await resolvePageLocale(params);
  return <IntegrationsView locale={locale} query={parseIntegrationQuery(await searchParams)} />;
}
