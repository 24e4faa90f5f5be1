import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { SearchField, SelectField } from '@/components/ui/filter-fields';
import type { Locale } from '@/lib/i18n/locales';
import { MAX_QUERY_LENGTH, type facetCounts, type RegistryQuery } from '@/lib/mcp-registry/filter';
import { categories, hostings, transports } from '@/lib/mcp-registry/server-schema';

/**
 * A plain GET form: the URL carries the search and the filters, so it works with JavaScript
 * off, and a filtered view can be bookmarked or shared.
 */
export async function RegistryFilters({
  locale,
  action,
  query,
  counts,
}: {
  locale: Locale;
  action: string;
  query: RegistryQuery;
  counts: ReturnType<typeof facetCounts>;
}) {
  const t = await getTranslations({ locale, namespace: 'mcpRegistry' });
  const option = (label: string, count: number) => t('results.option', { label, count });

  return (
    <form
      role="search"
      aria-label={t('form.label')}
      method="get"
      action={action}
      className="grid gap-4 rounded-xl border bg-card p-4 md:grid-cols-2 lg:grid-cols-4"
      data-registry-form
    >
      <div className="md:col-span-2 lg:col-span-4">
        <SearchField
          id="registry-q"
          label={t('form.search')}
          defaultValue={query.q}
          placeholder={t('form.searchPlaceholder')}
          maxLength={MAX_QUERY_LENGTH}
        />
      </div>
      <div>
        <SelectField
          id="registry-category"
          name="category"
          label={t('form.category')}
          defaultValue={query.category ?? null}
          anyLabel={t('form.any')}
          options={categories.map((value) => ({
            value,
            label: option(t(`categories.${value}`), counts.category[value]),
          }))}
        />
      </div>
      <div>
        <SelectField
          id="registry-transport"
          name="transport"
          label={t('form.transport')}
          defaultValue={query.transport ?? null}
          anyLabel={t('form.any')}
          options={transports.map((value) => ({
            value,
            label: option(t(`transports.${value}`), counts.transport[value]),
          }))}
        />
      </div>
      <div>
        <SelectField
          id="registry-hosting"
          name="hosting"
          label={t('form.hosting')}
          defaultValue={query.hosting ?? null}
          anyLabel={t('form.any')}
          options={hostings.map((value) => ({
            value,
            label: option(t(`hostings.${value}`), counts.hosting[value]),
          }))}
        />
      </div>
      <div className="flex items-end">
        <button type="submit" className={buttonClasses({}, 'w-full')}>
          {t('form.apply')}
        </button>
      </div>
    </form>
  );
}
