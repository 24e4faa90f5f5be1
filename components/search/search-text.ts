import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/en-messages';
import type { Locale } from '@/lib/i18n/locales';

/** The search dialog's strings, loaded with the dialog (app/api/texts). */
export type SearchTexts = Omit<Messages['search'], 'title' | 'description' | 'heading'>;

export async function getSearchText(locale: Locale): Promise<SearchTexts> {
  const { search } = await getMessages({ locale });
  const { kinds, open, openWithShortcut, label, placeholder, submit, results, empty } = search;
  const { noResults, loading, failed, recent, clearRecent, hint, close } = search;
  return {
    kinds,
    open,
    openWithShortcut,
    label,
    placeholder,
    submit,
    results,
    empty,
    noResults,
    loading,
    failed,
    recent,
    clearRecent,
    hint,
    close,
  };
}
