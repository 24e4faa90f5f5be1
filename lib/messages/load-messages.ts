import { catalogueEntries } from '@/lib/documents/load-document';
import { fillTokensDeep, siteTokens } from '@/lib/site/site-tokens';
import { enMessages, namespaces, type Messages, type Namespace } from './en-messages';
import type { Locale } from '../i18n/locales';

async function loadNamespace(locale: Locale, namespace: Namespace) {
  const mod = await import(`../../messages/${locale}/${namespace}.json`);
  return mod.default as Messages[Namespace];
}

const loaded = new Map<Locale, Promise<Messages>>();

async function load(locale: Locale): Promise<Messages> {
  const raw =
    locale === 'en'
      ? (enMessages as unknown as Messages)
      : (Object.fromEntries(
          await Promise.all(
            namespaces.map(async (namespace) => [
              namespace,
              await loadNamespace(locale, namespace),
            ]),
          ),
        ) as Messages);
  const filled = fillTokensDeep(raw, siteTokens());
  const { links, searchWords } = catalogueEntries(locale);
  return {
    ...filled,
    nav: { ...filled.nav, links: { ...filled.nav.links, ...links } as Messages['nav']['links'] },
    searchWords: { ...filled.searchWords, ...searchWords },
  };
}

/**
 * All namespaces of one locale, shaped like the English catalogue, with the site's facts filled
 * in, and the sidebar links and search words of the pages whose text is a document (their
 * front-matter, lib/documents/load-document.ts).
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = load(locale);
    loaded.set(locale, messages);
  }
  return messages;
}
