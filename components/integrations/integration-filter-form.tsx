import { buttonClasses } from '@/components/ui/button';
import { SearchField, SelectField } from '@/components/ui/filter-fields';
import { GetForm } from '@/components/ui/get-form';
import { locales } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { stripLocale } from '@/lib/i18n/paths';
import type { IntegrationCategory } from '@/lib/integrations/catalogue';
import type { IntegrationQuery } from '@/lib/integrations/filter';
import { MAX_QUERY_LENGTH } from '@/lib/integrations/filter';

type Labels = {
  label: string;
  search: string;
  searchPlaceholder: string;
  category: string;
  allCategories: string;
  submit: string;
  clear: string;
};

/**
 * A plain GET form: without JavaScript the browser loads `action?q=…&category=…`; with it,
 * GetForm makes the same request as a client navigation. Either way the URL is shareable.
 */
export function IntegrationFilterForm({
  action,
  query,
  categories,
  labels,
}: {
  action: string;
  query: IntegrationQuery;
  categories: { id: IntegrationCategory; label: string }[];
  labels: Labels;
}) {
  const filtered = query.q !== '' || query.category !== null;
  return (
    <GetForm
      // A new filter remounts the form so its fields show the filter in the URL.
      key={`${query.q}|${query.category ?? ''}`}
      action={action}
      role="search"
      aria-label={labels.label}
      className="grid gap-3 rounded-xl border bg-card p-4 @2xl:grid-cols-[minmax(0,1fr)_16rem_auto] @2xl:items-end"
    >
      <div>
        <SearchField
          id="integration-q"
          label={labels.search}
          defaultValue={query.q}
          placeholder={labels.searchPlaceholder}
          maxLength={MAX_QUERY_LENGTH}
        />
      </div>
      <div>
        <SelectField
          id="integration-category"
          name="category"
          label={labels.category}
          defaultValue={query.category}
          anyLabel={labels.allCategories}
          options={categories.map(({ id, label }) => ({ value: id, label }))}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses()}>
          {labels.submit}
        </button>
        {filtered && (
          <Link href={stripLocale(action, locales)} className={buttonClasses({ variant: 'ghost' })}>
            {labels.clear}
          </Link>
        )}
      </div>
    </GetForm>
  );
}
