import { notFound } from 'next/navigation';
import { getChatPanelText } from '@/components/chat/chat-panel-text';
import { getConsentText } from '@/components/consent/consent-text';
import { getAccessRequestText, getInvestorDeckText } from '@/components/home/lead-text';
import { getSearchText } from '@/components/search/search-text';
import { isIsland, islands, type Island } from '@/lib/i18n/islands';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => islands.map((island) => ({ locale, island })));
}

const texts: Record<Island, (locale: Locale) => Promise<unknown>> = {
  consent: getConsentText,
  chat: getChatPanelText,
  accessRequest: getAccessRequestText,
  investorDeck: getInvestorDeckText,
  search: getSearchText,
};

/** An island's text in one locale (lib/i18n/islands.ts), prerendered at build time. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; island: string }> },
) {
  const { locale, island } = await params;
  if (!isLocale(locale) || !isIsland(island)) notFound();
  return Response.json(await texts[island](locale));
}
