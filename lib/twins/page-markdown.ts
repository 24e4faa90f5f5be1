import 'server-only';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { canonicalOrigin } from '@/lib/site-origin';
import type { PageId } from '@/lib/site/pages';
import { CALENDAR_DATE_FORMAT, calendarDate } from '../content/document';
import {
  documentMarkdown,
  documentPartIds,
  documentPartMarkdown,
  type MarkdownOptions,
} from '../content/markdown';
import { pageDocument } from './page-document';
import { pageIntl } from '../content/page-intl';

export type PageMarkdownOptions = {
  /** Levels added to every heading, for a page placed under another title (llms-full.txt). */
  headingOffset?: number;
};

async function markdownOptions(locale: Locale, headingOffset?: number): Promise<MarkdownOptions> {
  const { messages, format } = await pageIntl(locale);
  return {
    locale,
    siteUrl: canonicalOrigin(getEnv()),
    updatedLabel: messages.document.updated,
    formatDate: (iso) => format.dateTime(calendarDate(iso), CALENDAR_DATE_FORMAT),
    headingOffset,
  };
}

/**
 * A page as Markdown, its `.md` twin: everything a visitor can read on it, from the same
 * catalogue text and data its HTML is rendered from (lib/twins/page-document.ts).
 */
export async function pageMarkdown(
  id: PageId,
  locale: Locale,
  { headingOffset }: PageMarkdownOptions = {},
): Promise<string> {
  return documentMarkdown(
    await pageDocument(id, locale),
    await markdownOptions(locale, headingOffset),
  );
}

/**
 * One part of a page's twin by its heading's id (`breach`, `server-github`), as the twin writes
 * it; undefined when the page has no heading with that id.
 */
export async function pagePartMarkdown(
  id: PageId,
  locale: Locale,
  partId: string,
): Promise<string | undefined> {
  return documentPartMarkdown(
    await pageDocument(id, locale),
    partId,
    await markdownOptions(locale),
  );
}

/** The ids of a page's headings, in order: the parts `pagePartMarkdown` can give. */
export async function pagePartIds(id: PageId, locale: Locale): Promise<string[]> {
  return documentPartIds(await pageDocument(id, locale));
}
