import { getFormatter, getTranslations } from 'next-intl/server';
import { pageHead } from '@/lib/content/page-head';
import { CALENDAR_DATE_FORMAT, calendarDate } from '@/lib/content/document';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { getPage, legalDocuments } from '@/lib/site/pages';
import { StaticIcon } from '@/components/ui/static-icon';

/** Every legal document from the page registry, with its summary and last-updated date. */
export async function LegalCentreList({ locale }: { locale: Locale }) {
  const heads = await Promise.all(legalDocuments.map((id) => pageHead(id, locale)));
  const t = await getTranslations({ locale, namespace: 'document' });
  const format = await getFormatter({ locale });
  return (
    <div className="@container">
      <ul className="my-6 grid gap-3 @xl:grid-cols-2" data-legal-documents>
        {legalDocuments.map((id, index) => {
          const page = getPage(id);
          const Icon = page.icon;
          const { title, description, updated } = heads[index];
          return (
            <li key={id}>
              <Link
                href={page.path}
                className="flex h-full min-h-11 gap-3 rounded-xl border bg-card p-4 hover:border-primary"
              >
                <StaticIcon icon={Icon} className="mt-1 size-5 shrink-0 text-primary" />
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
                  {updated && (
                    <span className="mt-2 block text-xs text-muted-foreground">
                      {t('updated')}{' '}
                      <time dateTime={updated}>
                        {format.dateTime(calendarDate(updated), CALENDAR_DATE_FORMAT)}
                      </time>
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
