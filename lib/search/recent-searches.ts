import { hasConsent } from '@/lib/consent/consent-state';

/** The visitor's last searches on this device, kept only with functional consent. */
export const RECENT_SEARCHES_STORAGE_KEY = 'yno-recent-searches';
export const MAX_RECENT_SEARCHES = 5;
const MAX_QUERY_CHARS = 100;

export function loadRecentSearches(storage: Storage | undefined = safeStorage()): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .map((item) => item.slice(0, MAX_QUERY_CHARS))
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** Puts a query first (once); does nothing without functional consent. */
export function rememberSearch(
  query: string,
  storage: Storage | undefined = safeStorage(),
  allowed: boolean = hasConsent('functional'),
): string[] {
  const trimmed = query.trim().slice(0, MAX_QUERY_CHARS);
  if (!allowed || !trimmed) return loadRecentSearches(storage);
  const folded = trimmed.toLowerCase();
  const next = [
    trimmed,
    ...loadRecentSearches(storage).filter((item) => item.toLowerCase() !== folded),
  ].slice(0, MAX_RECENT_SEARCHES);
  try {
    storage?.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the search still works.
  }
  return next;
}

export function clearRecentSearches(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
