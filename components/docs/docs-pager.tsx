import { getTranslations } from 'next-intl/server';
import { docsNeighbours } from '@/lib/docs/docs-navigation';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { getPage, type PageId } from '@/lib/site/pages';
import { StaticIcon } from '@/components/ui/static-icon';

const cardClass =
  'flex min-h-11 flex-col gap-1 rounded-lg border bg-card p-4 hover:border-primary focus-visible:border-primary';

/** Previous and next guide, at the bottom of each docs page. */
export async function DocsPager({ locale, current }: { locale: Locale; current: PageId }) {
  const { previous, next } = docsNeighbours(current);
  if (!previous && !next) return null;
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const t = await getTranslations({ locale, namespace: 'docs' });
  const title = (id: PageId) => nav(`links.${id}.title` as never);

  return (
    <nav
      aria-label={t('navigation.pager')}
      className="mt-14 grid gap-3 border-t pt-6 sm:grid-cols-2"
      data-docs-pager
      data-no-print
    >
      {previous && (
        <Link href={getPage(previous).path} rel="prev" className={cardClass}>
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            <StaticIcon icon="ArrowLeft" className="size-4" />
            {t('navigation.previous')}
          </span>
          <span className="font-semibold">{title(previous)}</span>
        </Link>
      )}
      {next && (
        <Link
          href={getPage(next).path}
          rel="next"
          className={`${cardClass} items-end text-right sm:col-start-2`}
        >
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            {t('navigation.next')}
            <StaticIcon icon="ArrowRight" className="size-4" />
          </span>
          <span className="font-semibold">{title(next)}</span>
        </Link>
      )}
    </nav>
  );
}
