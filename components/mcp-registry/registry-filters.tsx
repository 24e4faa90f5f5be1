import { Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import type { facetCounts, RegistryQuery } from '@/lib/mcp-registry/filter';
import { categories, hostings, transports } from '@/lib/mcp-registry/server-schema';

const fieldClasses =
  'mt-1 block min-h-11 w-full rounded-lg border border-input bg-background px-3 text-sm text-foreground';

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
        <label htmlFor="registry-q" className="text-sm font-medium">
          {t('form.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id="registry-q"
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={t('form.searchPlaceholder')}
            maxLength={100}
            className={`${fieldClasses} pl-9`}
          />
        </div>
      </div>

      <div>
        <label htmlFor="registry-category" className="text-sm font-medium">
          {t('form.category')}
        </label>
        <select
          id="registry-category"
          name="category"
          defaultValue={query.category ?? ''}
          className={fieldClasses}
        >
          <option value="">{t('form.any')}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {option(t(`categories.${category}`), counts.category[category])}
            </option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor="registry-transport" className="text-sm font-medium">
          {t('form.transport')}
        </label>
        <select
          id="registry-transport"
          name="transport"
          defaultValue={query.transport ?? ''}
          className={fieldClasses}
        >
          <option value="">{t('form.any')}</option>
          {transports.map((transport) => (
            <option key={transport} value={transport}>
              {option(t(`transports.${transport}`), counts.transport[transport])}
            </option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor="registry-hosting" className="text-sm font-medium">
          {t('form.hosting')}
        </label>
        <select
          id="registry-hosting"
          name="hosting"
          defaultValue={query.hosting ?? ''}
          className={fieldClasses}
        >
          <option value="">{t('form.any')}</option>
          {hostings.map((hosting) => (
            <option key={hosting} value={hosting}>
              {option(t(`hostings.${hosting}`), counts.hosting[hosting])}
            </option>
          ))}
        </select>
      </div>

      <div className="flex items-end">
        <button type="submit" className={buttonClasses({}, 'w-full')}>
          {t('form.apply')}
        </button>
      </div>
    </form>
  );
}
