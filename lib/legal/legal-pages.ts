import { pageHeadFrom } from '@/lib/content/page-head';
import { CALENDAR_DATE_FORMAT, calendarDate } from '@/lib/content/document';
import type { PageIntl } from '@/lib/content/page-intl';
import { items, link, type PageParts } from '@/lib/content/page-parts';
import { getPublicEnv } from '@/lib/env';
import { getPage, legalDocuments } from '@/lib/site/pages';
import { lifetimeMessage, storageInventoryFor, storageTable } from './storage-inventory';

/** The legal centre's list of documents (components/legal/legal-centre.tsx). */
export function legalCentreParts({ messages, format, locale }: PageIntl): PageParts {
  const list = legalDocuments.map((id) => {
    const { title, description, updated } = pageHeadFrom(messages, id, locale);
    const date = updated
      ? ` _${messages.document.updated} ${format.dateTime(calendarDate(updated), CALENDAR_DATE_FORMAT)}_`
      : '';
    return `${link(title, getPage(id).path)}: ${description}${date}`;
  });
  return { within: { documents: [items(list)] } };
}

/**
 * The cookie policy's table of what the site stores, for this deployment
 * (components/legal/storage-inventory-table.tsx).
 */
export function cookiesParts({ messages, t }: PageIntl): PageParts {
  const entries = storageInventoryFor(getPublicEnv().gaMeasurementId);
  const block = storageTable(entries, messages.cookies.storage, (value) => {
    const { key, count } = lifetimeMessage(value);
    return t(`cookies.storage.lifetimes.${key}`, count === undefined ? undefined : { count });
  });
  return { within: { 'what-we-store': [block] } };
}
