import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { fillTokensDeep, siteTokens } from '@/lib/site/site-tokens';
import {
  jobFrontMatter,
  newsFrontMatter,
  type JobFrontMatter,
  type NewsFrontMatter,
} from './content-schema';
import { contentFolders, readContentFile } from './content-files';

/**
 * The collections under content/: one folder per entry (its slug), one file per locale. A
 * locale without its file shows the English one, marked with its language, so an English-only
 * announcement can ship; the facts that are not words (dates, teams, order) come from English.
 */
export type Entry<T> = T & { slug: string; lang: Locale; paragraphs: string[] };

function collection<T extends object>(
  name: string,
  schema: Parameters<typeof readContentFile<T>>[1]['schema'],
  facts: readonly (keyof T)[],
  locale: Locale,
): Entry<T>[] {
  return contentFolders(name).flatMap((slug) => {
    const read = (lang: Locale) =>
      readContentFile(`${name}/${slug}/${lang}.mdoc`, { schema, body: 'paragraphs' });
    const english = read(defaultLocale);
    if (!english) return [];
    const own = locale === defaultLocale ? english : read(locale);
    const text = own ?? english;
    const data = { ...text.data };
    for (const fact of facts) data[fact] = english.data[fact];
    const entry = {
      ...data,
      slug,
      lang: own ? locale : defaultLocale,
      paragraphs: text.paragraphs,
    };
    return [fillTokensDeep(entry, siteTokens())];
  });
}

export type NewsEntry = Entry<NewsFrontMatter>;
export type JobEntry = Entry<JobFrontMatter>;

/** content/news: every article, in folder order. */
export function newsEntries(locale: Locale): NewsEntry[] {
  return collection('news', newsFrontMatter, ['date', 'category'], locale);
}

/** content/jobs: every open role, in folder order. */
export function jobEntries(locale: Locale): JobEntry[] {
  return collection('jobs', jobFrontMatter, ['team', 'location', 'type', 'order'], locale);
}
