import { enMessages, namespaces, type Messages, type Namespace } from './en-messages';
import type { Locale } from './locales';

async function loadNamespace(locale: Locale, namespace: Namespace) {
  const mod = await import(`../../messages/${locale}/${namespace}.json`);
  return mod.default as Messages[Namespace];
}

/** All namespaces of one locale, shaped like the English catalogue. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return enMessages;
  const entries = await Promise.all(
    namespaces.map(async (namespace) => [namespace, await loadNamespace(locale, namespace)]),
  );
  return Object.fromEntries(entries) as Messages;
}
