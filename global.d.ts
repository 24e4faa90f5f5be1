import type { Messages } from '@/lib/messages/en-messages';
import type { Locale } from '@/lib/i18n/locales';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
