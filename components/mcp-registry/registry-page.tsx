import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { InlineText } from '@/components/content/inline-text';
import { PageHeader } from '@/components/layout/page-header';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { buttonClasses } from '@/components/ui/button';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import {
  facetCounts,
  filterServers,
  isFiltered,
  parseRegistryQuery,
  registryHref,
  searchText,
} from '@/lib/mcp-registry/filter';
import type { McpServer } from '@/lib/mcp-registry/server-schema';
import { mcpServers } from '@/lib/mcp-registry/servers';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getPage } from '@/lib/site/pages';
import { ActiveFilters } from './active-filters';
import { RegistryFilters } from './registry-filters';
import { ServerCard } from './server-card';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateRegistryMetadata({
  params,
}: {
  params: LocaleParams;
}): Promise<Metadata> {
  return pageMetadata('mcpRegistry', await resolvePageLocale(params));
}

/**
 * The MCP registry. It reads `searchParams`, so it renders per request (dynamic) rather than
 * at build time; everything is still server HTML, and the page ships no JavaScript of its own.
 */
export async function RegistryPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await resolvePageLocale(params);
  const query = parseRegistryQuery(await searchParams);
  const copy = (await getMessages({ locale })).mcpRegistry;
  const t = await getTranslations({ locale, namespace: 'mcpRegistry' });
  // The form's action carries the locale, for browsers without JavaScript; links add it.
  const pagePath = getPage('mcpRegistry').path;
  const path = localizedPath(pagePath, locale);

  const servers = copy.servers as Record<
    string,
    { description: string; inputs: Record<string, string> }
  >;
  const text = (server: McpServer) =>
    searchText(server, [servers[server.id].description, t(`categories.${server.category}`)]);
  const results = filterServers(mcpServers, query, text);
  const counts = facetCounts(mcpServers, query, text);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-8 md:py-14">
      <BreadcrumbJsonLd id="mcpRegistry" locale={locale} />
      <PageHeader title={copy.title} lead={copy.intro} />

      <RegistryFilters locale={locale} action={path} query={query} counts={counts} />

      <section aria-labelledby="registry-results" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="registry-results" className="text-2xl font-semibold tracking-tight">
            {t('results.heading')}
          </h2>
          <p className="text-sm text-muted-foreground" data-result-count={results.length}>
            {t('results.count', { shown: results.length, total: mcpServers.length })}
          </p>
        </div>

        {isFiltered(query) && <ActiveFilters locale={locale} path={pagePath} query={query} />}

        {results.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed p-8 text-center" data-empty-state>
            <h3 className="text-lg font-semibold">{t('results.emptyTitle')}</h3>
            <p className="mx-auto mt-2 max-w-prose text-muted-foreground">
              {t('results.emptyBody', { total: mcpServers.length })}
            </p>
            <Link href={pagePath} className={buttonClasses({ variant: 'outline' }, 'mt-5')}>
              {t('form.clear')}
            </Link>
          </div>
        ) : (
          <ul className="mt-6 space-y-6">
            {results.map((server) => (
              <li key={server.id}>
                <ServerCard
                  server={server}
                  locale={locale}
                  description={servers[server.id].description}
                  inputHelp={servers[server.id].inputs}
                  categoryHref={registryHref(pagePath, { category: server.category })}
                  transport={query.transport}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="registry-how-to" className="mt-12 max-w-3xl">
        <h2 id="registry-how-to" className="text-2xl font-semibold tracking-tight">
          {copy.howTo.heading}
        </h2>
        <p className="my-4 leading-7">
          <InlineText text={copy.howTo.body} />
        </p>
        <p className="my-4 text-sm leading-6 text-muted-foreground">{copy.howTo.disclaimer}</p>
      </section>
    </div>
  );
}
