import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { PageId } from '@/lib/site/pages';
import { StaticIcon } from '@/components/ui/static-icon';
import { DocsNav } from './docs-nav';

/**
 * Below the large breakpoint the document's aside is hidden, so the docs navigation opens
 * from a disclosure above the page instead: a native <details>, which needs no JavaScript.
 */
export async function DocsMobileNav({ locale, current }: { locale: Locale; current: PageId }) {
  const t = await getTranslations({ locale, namespace: 'docs' });
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 md:px-8 lg:hidden" data-no-print>
      <details className="rounded-lg border bg-card">
        <summary className="flex min-h-11 items-center justify-between gap-3 px-4 text-sm font-semibold">
          {t('navigation.menu')}
          <StaticIcon icon="ChevronDown" data-chevron className="size-4 transition-transform" />
        </summary>
        <div className="border-t p-2">
          <DocsNav locale={locale} current={current} />
        </div>
      </details>
    </div>
  );
}
