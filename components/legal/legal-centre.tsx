import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getPage, legalDocuments } from '@/lib/site/pages';

/** The list of every legal document, from the page registry. */
export async function LegalCentreList() {
  const t = await getTranslations('nav');
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {legalDocuments.map((id) => {
        const page = getPage(id);
        const Icon = page.icon;
        return (
          <li key={id}>
            <Link
              href={page.path}
              className="flex h-full min-h-11 gap-3 rounded-xl border bg-card p-4 hover:border-primary"
            >
              <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
              <span>
                <span className="block font-semibold">{t(`links.${id}.title` as never)}</span>
                <span className="block text-sm text-muted-foreground">
                  {t(`links.${id}.description` as never)}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
