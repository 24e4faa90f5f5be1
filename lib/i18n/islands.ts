import type { Locale } from './locales';

/**
 * The islands whose text loads with their code when the visitor needs them, instead of
 * travelling with every page in its RSC payload: the cookie banner, the chat panel and the two
 * lead dialogs and the search dialog. `app/api/texts/[locale]/[island]` serves each one's text, prerendered per locale.
 */
export const islands = ['consent', 'chat', 'accessRequest', 'investorDeck', 'search'] as const;
export type Island = (typeof islands)[number];

export const isIsland = (value: unknown): value is Island => islands.includes(value as Island);

export const islandTextPath = (locale: Locale, island: Island) => `/api/texts/${locale}/${island}`;
