import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { registryHref, type RegistryQuery } from '@/lib/mcp-registry/filter';
import { StaticIcon } from '@/components/ui/static-icon';

/** The filters in force, each a link that drops it, and a link that drops them all. */
export async function ActiveFilters({
  locale,
  path,
  query,
}: {
  locale: Locale;
  /** The registry's path, without its locale. */
  path: string;
  query: RegistryQuery;
}) {
  const t = await getTranslations({ locale, namespace: 'mcpRegistry' });
  const chips: { key: keyof RegistryQuery; label: string }[] = [];
  if (query.q) chips.push({ key: 'q', label: `${t('form.search')}: “${query.q}”` });
  if (query.category)
    chips.push({
      key: 'category',
      label: `${t('form.category')}: ${t(`categories.${query.category}`)}`,
    });
  if (query.transport)
    chips.push({
      key: 'transport',
      label: `${t('form.transport')}: ${t(`transports.${query.transport}`)}`,
    });
  if (query.hosting)
    chips.push({
      key: 'hosting',
      label: `${t('form.hosting')}: ${t(`hostings.${query.hosting}`)}`,
    });

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" data-active-filters>
      <span className="text-sm font-medium">{t('results.active')}</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={registryHref(path, { ...query, [chip.key]: undefined })}
              aria-label={t('results.remove', { label: chip.label })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border bg-background px-3 text-sm hover:bg-muted"
            >
              {chip.label}
              <StaticIcon icon="X" className="size-3.5" />
            </Link>
          </li>
        ))}
      </ul>
      <Link href={path} className="text-sm font-medium text-primary underline underline-offset-4">
        {t('form.clear')}
      </Link>
    </div>
  );
}
