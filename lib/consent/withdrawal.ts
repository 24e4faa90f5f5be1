import type { ConsentPreferences, OptionalCategory } from './consent-record';

/**
 * What each optional category may store in the browser. Withdrawing a category (or never
 * granting it) removes these, so nothing outlives the consent that allowed it.
 */
export const categoryStorage: Record<
  OptionalCategory,
  { cookies: readonly RegExp[]; localStorage: readonly string[] }
> = {
  // Google Analytics' cookies (lib/legal/storage-inventory.ts), set by its tag with consent.
  analytics: { cookies: [/^_ga$/, /^_ga_/, /^_gid$/, /^_gat/], localStorage: [] },
  // The assistant conversation and the recent searches kept between visits on this device.
  functional: { cookies: [], localStorage: ['yno-chat-messages', 'yno-recent-searches'] },
  // Advertising click and conversion cookies.
  marketing: { cookies: [/^_gcl_/, /^_fbp$/, /^_fbc$/], localStorage: [] },
};

/** The host and each parent domain a cookie may have been set on, for deleting it. */
function cookieDomains(hostname: string): (string | null)[] {
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [null];
  const parts = hostname.split('.');
  const parents = parts.slice(0, -1).map((_, i) => parts.slice(i).join('.'));
  return [null, ...parents.map((domain) => `.${domain}`)];
}

/** The cookie strings that expire `name` wherever this page could have set it. */
export function cookieDeletions(name: string, hostname: string): string[] {
  return cookieDomains(hostname).map(
    (domain) =>
      `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/${domain ? `; domain=${domain}` : ''}`,
  );
}

function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);
}

/** Removes the cookies and storage entries of every optional category that is off. */
export function clearWithdrawnStorage(
  preferences: ConsentPreferences,
  doc: { cookie: string },
  storage: Pick<Storage, 'removeItem'>,
  hostname: string,
): void {
  for (const category of Object.keys(categoryStorage) as OptionalCategory[]) {
    if (preferences[category]) continue;
    const { cookies, localStorage } = categoryStorage[category];
    for (const name of cookieNames(doc.cookie)) {
      if (!cookies.some((pattern) => pattern.test(name))) continue;
      for (const deletion of cookieDeletions(name, hostname)) doc.cookie = deletion;
    }
    for (const key of localStorage) {
      try {
        storage.removeItem(key);
      } catch {
        // Storage that refuses writes holds nothing we could remove.
      }
    }
  }
}
