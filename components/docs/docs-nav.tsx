import { getTranslations } from 'next-intl/server';
import { docsGuides, docsReference } from '@/lib/docs/docs-navigation';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { getPage, type PageId } from '@/lib/site/pages';
import { StaticIcon } from '@/components/ui/static-icon';

const linkClass =
  'flex min-h-11 items-center gap-2 rounded-md px-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:bg-accent aria-[current=page]:font-semibold aria-[current=page]:text-accent-foreground';

/**
 * The list of docs pages, rendered on the server from the registry. The current page is
 * marked here rather than by a client hook, so the navigation costs no JavaScript.
 */
export async function DocsNav({ locale, current }: { locale: Locale; current: PageId }) {
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const t = await getTranslations({ locale, namespace: 'docs' });

  const group = (heading: string, ids: readonly PageId[]) => (
    <div>
      <p className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {heading}
      </p>
      <ul className="space-y-0.5">
        {ids.map((id) => {
          const page = getPage(id);
          const Icon = page.icon;
          return (
            <li key={id}>
              <Link
                href={page.path}
                aria-current={id === current ? 'page' : undefined}
                className={linkClass}
              >
                <StaticIcon icon={Icon} className="size-4 shrink-0" />
                {nav(`links.${id}.title` as never)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );

  return (
    <nav aria-label={t('navigation.label')} className="space-y-4" data-docs-nav>
      {group(t('navigation.guides'), docsGuides)}
      {group(t('navigation.reference'), docsReference)}
    </nav>
  );
}
