/** The site's languages. Adding one means adding its message folder and an entry here. */
export const locales = ['en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Cookie that stores the visitor's choice; next-intl's proxy reads it. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/**
 * The cookie's attributes, for the proxy (lib/i18n/routing.ts) and the language picker alike.
 * Secure: the site is served over HTTPS, and browsers treat localhost as a secure context.
 */
export const LOCALE_COOKIE_ATTRIBUTES = {
  path: '/',
  maxAge: 60 * 60 * 24 * 365,
  sameSite: 'lax',
  secure: true,
} as const;

/** The `document.cookie` assignment that stores `code` with those attributes. */
export function localeCookie(code: Locale): string {
  const { path, maxAge, sameSite, secure } = LOCALE_COOKIE_ATTRIBUTES;
  return `${LOCALE_COOKIE}=${code}; path=${path}; max-age=${maxAge}; samesite=${sameSite}${secure ? '; secure' : ''}`;
}
/** localStorage mirror of the choice, kept for parity with the previous site. */
export const LOCALE_STORAGE_KEY = 'i18nextLng';

export type FlagCountry = 'gb' | 'es' | 'fr' | 'de';

export type LanguageOption = {
  code: Locale;
  name: string;
  nativeName: string;
  /** The country whose flag stands for the language (components/ui/flag.tsx draws it). */
  flag: FlagCountry;
  /** BCP 47 tag used for Open Graph and number/date formatting hints. */
  region: string;
};

export const languageOptions: readonly LanguageOption[] = [
  { code: 'en', name: 'English', nativeName: 'English', flag: 'gb', region: 'en_GB' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: 'es', region: 'es_ES' },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: 'fr', region: 'fr_FR' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: 'de', region: 'de_DE' },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
