import 'server-only';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { canonicalOrigin } from '@/lib/site-origin';
import type { PageId } from '@/lib/site/pages';
import { CALENDAR_DATE_FORMAT, calendarDate } from '../content/document';
import { documentMarkdown } from '../content/markdown';
import { pageDocument } from './page-document';
import { pageIntl } from '../content/page-intl';

export type PageMarkdownOptions = {
  /** Levels added to every heading, for a page placed under another title (llms-full.txt). */
  headingOffset?: number;
};

/**
 * A page as Markdown, its `.md` twin: everything a visitor can read on it, from the same
 * catalogue text and data its HTML is rendered from (lib/twins/page-document.ts).
 */
export async function pageMarkdown(
  id: PageId,
  locale: Locale,
  { headingOffset }: PageMarkdownOptions = {},
): Promise<string> {
  const { messages, format } = await pageIntl(locale);
  return documentMarkdown(await pageDocument(id, locale), {
    locale,
    siteUrl: canonicalOrigin(getEnv()),
    updatedLabel: messages.document.updated,
    formatDate: (iso) => format.dateTime(calendarDate(iso), CALENDAR_DATE_FORMAT),
    headingOffset,
  });
}
