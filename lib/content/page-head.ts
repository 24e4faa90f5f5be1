import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/messages/en-messages';
import { loadMessages } from '@/lib/messages/load-messages';
import type { PageId } from '@/lib/site/pages';
import { loadPageDocument } from '@/lib/documents/load-document';

export type PageHead = { title: string; description: string; intro: string; updated?: string };

/**
 * A page's title, description, intro and date: its document's front-matter, or, for a page
 * built from the UI catalogue (home, the registry, news, settings, Coming Soon), its namespace.
 */
export function pageHeadFrom(messages: Messages, id: PageId, locale: Locale): PageHead {
  const doc = loadPageDocument(id, locale);
  if (doc) {
    const { title, description, intro, updated } = doc;
    return { title, description, intro, ...(updated ? { updated } : {}) };
  }
  const { title, description, intro } = messages[id as keyof Messages] as unknown as PageHead;
  return { title, description, intro };
}

export async function pageHead(id: PageId, locale: Locale): Promise<PageHead> {
  return pageHeadFrom(await loadMessages(locale), id, locale);
}
