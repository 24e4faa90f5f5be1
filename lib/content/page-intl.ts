import { createFormatter, createTranslator } from 'use-intl/core';
import type { Messages } from '@/lib/messages/en-messages';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/messages/load-messages';
import { SITE_TIME_ZONE } from '@/lib/i18n/time-zone';

/**
 * A locale's catalogue with next-intl's own formatting engine, outside React: what the Markdown
 * twins, the search and the agents' tools use to say exactly what the pages say.
 */
export type PageIntl = {
  locale: Locale;
  messages: Messages;
  /** The ICU message at a dotted key (`pricing.comparison.cells.days`), formatted. */
  t: (key: string, values?: Record<string, string | number | Date>) => string;
  /** A message with tags (`<link>…</link>`), each tag given as a function of its text. */
  markup: (key: string, tags: Record<string, (chunks: string) => string>) => string;
  format: ReturnType<typeof createFormatter>;
};

const cache = new Map<Locale, Promise<PageIntl>>();

export function pageIntl(locale: Locale): Promise<PageIntl> {
  let entry = cache.get(locale);
  if (!entry) {
    entry = loadMessages(locale).then((messages) => {
      const translator = createTranslator({ locale, messages, timeZone: SITE_TIME_ZONE });
      const untyped = translator as unknown as {
        (key: string, values?: Record<string, unknown>): string;
        markup: (key: string, values: Record<string, unknown>) => string;
      };
      return {
        locale,
        messages,
        t: (key, values) => untyped(key, values),
        markup: (key, tags) => untyped.markup(key, tags),
        format: createFormatter({ locale, timeZone: SITE_TIME_ZONE }),
      };
    });
    cache.set(locale, entry);
  }
  return entry;
}
