'use client';

import type { ReactNode } from 'react';
import { LocaleContext } from '@/lib/i18n/locale-context';
import type { Locale } from '@/lib/i18n/locales';

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}
