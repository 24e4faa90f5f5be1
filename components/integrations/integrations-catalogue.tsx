import { getMessages, getTranslations } from 'next-intl/server';
import { StaticIcon } from '@/components/ui/static-icon';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { integrationCategories, integrations } from '@/lib/integrations/catalogue';
import { filterIntegrations, type IntegrationQuery } from '@/lib/integrations/filter';
import { IntegrationFilterForm } from './integration-filter-form';
import { IntegrationResults, type IntegrationCard } from './integration-results';
import { mailtoHref } from '@/lib/site/company';

/** The searchable catalogue: filter form, result count, results or an empty state. */
export async function IntegrationsCatalogue({
  locale,
  query,
}: {
  locale: Locale;
  query: IntegrationQuery;
}) {
  const m = (await getMessages({ locale })).integrations;
  const t = await getTranslations({ locale, namespace: 'integrations' });
  const entries = integrations.map((entry) => {
    const card: IntegrationCard = {
      ...entry,
      ...m.catalogue[entry.id],
      categoryLabel: m.categories[entry.category],
      kindLabel: m.kinds[entry.kind],
    };
    const text = [card.name, card.connects, card.categoryLabel, card.kindLabel, entry.kind];
    return { ...card, text: text.join(' ') };
  });
  const results = filterIntegrations(entries, query);
  const filtered = query.q !== '' || query.category !== null;
  const action = localizedPath('/integrations', locale);
  const counts = { shown: results.length, total: entries.length };

  return (
    <section aria-labelledby="catalogue" className="@container mb-12" data-no-print>
      <h2 id="catalogue" className="scroll-mt-20 text-2xl font-semibold tracking-tight">
        {m.catalogueHeading}
      </h2>
      <p className="my-4 leading-7">{m.catalogueLead}</p>
      <IntegrationFilterForm
        action={action}
        query={query}
        categories={integrationCategories.map((id) => ({ id, label: m.categories[id] }))}
        labels={m.filter}
      />
      <p role="status" className="mt-4 text-sm text-muted-foreground" data-result-count>
        {filtered ? t('filter.countFiltered', counts) : t('filter.count', counts)}
      </p>
      {results.length > 0 ? (
        <IntegrationResults results={results} categoryField={m.fields.category} />
      ) : (
        <div className="mt-4 rounded-xl border border-dashed p-6" data-empty-state>
          <StaticIcon icon="SearchX" className="size-8 text-muted-foreground" />
          <h3 className="mt-3 text-lg font-semibold">{m.empty.heading}</h3>
          {query.q && (
            <p className="mt-2">
              {t('empty.withQuery', {
                q: query.q,
                category: query.category ? m.categories[query.category] : m.filter.allCategories,
              })}
            </p>
          )}
          <p className="mt-2 text-muted-foreground">{m.empty.text}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link href="/integrations" className={buttonClasses()}>
              {m.filter.clear}
            </Link>
            <Link href="/mcp-registry" className={buttonClasses({ variant: 'outline' })}>
              {m.empty.registry}
            </Link>
            <a href={mailtoHref('integrations')} className={buttonClasses({ variant: 'ghost' })}>
              {m.empty.request}
            </a>
          </div>
        </div>
      )}
    </section>
  );
}
