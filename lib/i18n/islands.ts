import type { Locale } from './locales';

/**
 * The islands whose text loads with their code when the visitor needs them, instead of
 * travelling with every page in its RSC payload: the cookie banner, the chat panel, the two
 * lead dialogs and the search dialog. `app/api/texts/[locale]` serves all their texts in one
 * response, prerendered per locale: a page readies several islands, and one request costs less
 * than five.
 */
export const islands = ['consent', 'chat', 'accessRequest', 'investorDeck', 'search'] as const;
export type Island = (typeof islands)[number];

export const islandTextsPath = (locale: Locale) => `/api/texts/${locale}`;
