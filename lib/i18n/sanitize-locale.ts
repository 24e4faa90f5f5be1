import { isLocale, type Locale } from './locales';

/**
 * docs/specification.md §5: values that look like script injection are discarded, never
 * reflected.
 */
const INJECTION_PATTERNS: readonly RegExp[] = [
  /<\s*\/?\s*script/i,
  /\bon[a-z]+\s*=/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /\beval\b/i,
  /\balert\b/i,
  /document\s*\.\s*cookie/i,
];

const MAX_LENGTH = 35; // the longest sensible BCP 47 tag

export type LocaleVerdict =
  | { locale: Locale; rejected: null }
  | { locale: null; rejected: 'empty' | 'injection' | 'unsupported' };

export function looksLikeInjection(value: string): boolean {
  return INJECTION_PATTERNS.some((pattern) => pattern.test(value));
}

/**
 * Reduces any detected language value (cookie, storage, header, `<html lang>`) to one of the
 * supported codes. `EN`, `de-DE` and `fr_CA` pass as `en`, `de` and `fr`; anything else is null.
 */
export function checkLocale(value: unknown): LocaleVerdict {
  if (typeof value !== 'string' || value.trim() === '') return { locale: null, rejected: 'empty' };
  if (looksLikeInjection(value)) return { locale: null, rejected: 'injection' };
  const trimmed = value.trim();
  if (trimmed.length > MAX_LENGTH) return { locale: null, rejected: 'unsupported' };
  const primary = trimmed.toLowerCase().split(/[-_]/)[0];
  return isLocale(primary)
    ? { locale: primary, rejected: null }
    : { locale: null, rejected: 'unsupported' };
}

/** checkLocale, logging discarded injection attempts (without echoing the value). */
export function sanitizeLocale(value: unknown, source = 'locale'): Locale | null {
  const verdict = checkLocale(value);
  if (verdict.rejected === 'injection') {
    console.warn(`[i18n] discarded a ${source} value that looks like script injection`);
  }
  return verdict.locale;
}
