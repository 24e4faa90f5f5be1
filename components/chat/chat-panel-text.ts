import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { ChatTexts } from './chat-texts';

/** The chat panel's strings in `locale`, served to the panel by app/api/texts. */
export async function getChatPanelText(locale: Locale): Promise<ChatTexts> {
  const { chat } = await getMessages({ locale });
  return { panel: chat.panel, suggestions: chat.suggestions, toasts: chat.toasts };
}
