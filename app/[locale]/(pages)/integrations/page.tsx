import type { Metadata } from 'next';
import { IntegrationsView } from '@/components/integrations/integrations-view';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { parseIntegrationQuery } from '@/lib/integrations/filter';
import { pageMetadata } from '@/lib/seo/page-metadata';

/*
 * Rendered per request because the filter lives in the URL (?q=, ?category=). The route sits
 * outside the (pages) group on purpose: that group's loading boundary makes React stream the
 * page after the shell, which a browser without JavaScript never reveals.
 */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata('integrations', await resolvePageLocale(params));
}

export default async function IntegrationsPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await resolvePageLocale(params);
  return <IntegrationsView locale={locale} query={parseIntegrationQuery(await searchParams)} />;
}
