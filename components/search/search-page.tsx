import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { getEnv } from '@/lib/env';
import { locales } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { stripLocale } from '@/lib/i18n/paths';
import { searchEngine } from '@/lib/search/search-engine';
import { groupHits } from '@/lib/search/search-groups';
import { searchPageHref } from '@/lib/search/search-path';
import { withSnippets } from '@/lib/search/snippet';
import { loadSiteSearch } from '@/lib/search/site-search-index';
import { metaRobots } from '@/lib/seo/robots';
import { Snippet } from './snippet';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const MAX_QUERY = 200;
const MAX_RESULTS = 30;

async function readQuery(searchParams: SearchParams): Promise<string> {
  const value = (await searchParams).q;
  return ((Array.isArray(value) ? value[0] : value) ?? '').trim().slice(0, MAX_QUERY);
}

/** The search results page: what the search button opens without JavaScript. Never indexed. */
export async function generateSearchMetadata({
  params,
}: {
  params: LocaleParams;
}): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'search' });
  return {
    title: t('title'),
    description: t('description'),
    robots: metaRobots(getEnv()) ?? { index: false, follow: true },
  };
}

export async function SearchPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await resolvePageLocale(params);
  const query = await readQuery(searchParams);
  const t = await getTranslations({ locale, namespace: 'search' });
  const { engine, snippetText } = await loadSiteSearch(locale);
  const found = query ? searchEngine(engine, query, { limit: MAX_RESULTS }) : [];
  const hits = withSnippets(found, (hit) => snippetText(hit.id), query);
  const groups = groupHits(hits);
  const action = searchPageHref(locale).replace(/\?.*$/, '');

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:px-8 md:py-14">
      <PageHeader title={query ? t('heading', { query }) : t('title')} />
      <form role="search" action={action} method="get" className="mb-8 flex gap-2">
        <input
          type="search"
          name="q"
          defaultValue={query}
          aria-label={t('label')}
          placeholder={t('placeholder')}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-input bg-background px-3"
        />
        <button type="submit" className={buttonClasses()}>
          {t('submit')}
        </button>
      </form>
      {!query && <p className="text-muted-foreground">{t('empty')}</p>}
      {query && hits.length === 0 && (
        <p className="text-muted-foreground" data-search-empty>
          {t('noResults', { query })}
        </p>
      )}
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`} className="mb-8">
          <h2 id={`results-${group.kind}`} className="mb-3 text-xl font-semibold">
            {t(`kinds.${group.kind}`)}
          </h2>
          <ol className="space-y-4">
            {group.hits.map((hit) => (
              <li key={hit.url} data-search-result={hit.kind}>
                <Link
                  href={stripLocale(hit.url, locales)}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  <Snippet text={hit.title} terms={hit.terms} query={query} />
                </Link>
                <p className="text-xs text-muted-foreground">{hit.location}</p>
                <p className="text-sm text-muted-foreground">
                  <Snippet text={hit.excerpt} terms={hit.terms} query={query} />
                </p>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
