import 'server-only';
import { connection } from 'next/server';
import { getMessages } from 'next-intl/server';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import type { ChatTexts } from './chat-texts';

/**
 * The chat panel's strings in `locale`, served to the panel by app/api/texts. Without a hosted
 * model (no AI_CHAT_URL) the built-in assistant answers from the site's pages, and the panel's
 * footer says so instead of naming a model. Which one depends on the server's environment at
 * run time, not at build time, so this text is rendered per request.
 */
export async function getChatPanelText(locale: Locale): Promise<ChatTexts> {
  await connection();
  const { chat } = await getMessages({ locale });
  const { answersFromSite, ...panel } = chat.panel;
  const poweredBy = getEnv().AI_CHAT_URL ? panel.poweredBy : answersFromSite;
  return { panel: { ...panel, poweredBy }, suggestions: chat.suggestions, toasts: chat.toasts };
}
