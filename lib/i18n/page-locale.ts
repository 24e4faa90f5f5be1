import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './locales';

export type LocaleParams = Promise<{ locale: string }>;

/** Resolves a route's locale segment, 404s on an unknown one, and enables static rendering. */
export async function resolvePageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
