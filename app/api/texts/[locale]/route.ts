import { notFound } from 'next/navigation';
import { getChatPanelText } from '@/components/chat/chat-panel-text';
import { getConsentText } from '@/components/consent/consent-text';
import { getAccessRequestText, getInvestorDeckText } from '@/components/home/lead-text';
import { getSearchText } from '@/components/search/search-text';
import { islands, type Island } from '@/lib/i18n/islands';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

const texts: Record<Island, (locale: Locale) => Promise<unknown>> = {
  consent: getConsentText,
  chat: getChatPanelText,
  accessRequest: getAccessRequestText,
  investorDeck: getInvestorDeckText,
  search: getSearchText,
};

/**
 * Every island's text in one locale (lib/i18n/islands.ts), prerendered at build time: one
 * request readies them all.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const entries = await Promise.all(
    islands.map(async (island) => [island, await texts[island](locale)] as const),
  );
  return Response.json(Object.fromEntries(entries));
}
