import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from './locales';
import { routing } from './routing';

export type LocaleParams = Promise<{ locale: string }>;

/** Resolves a route's locale segment, 404s on an unknown one, and enables static rendering. */
export async function resolvePageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
