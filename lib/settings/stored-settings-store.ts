import { browserStorage } from '@/lib/browser/browser-storage';
import { settingsChanged } from './settings-events';
import type { StoredSettings } from './settings-schema';
import {
  parseStoredSettings,
  readStoredSettingsRaw,
  SETTINGS_STORAGE_KEY,
} from './settings-storage';
import {
  defaultStoredSettings,
  MORE_CONTRAST_QUERY,
  REDUCED_MOTION_QUERY,
} from './system-preferences';

/**
 * 'yno-settings' as an external store for useSyncExternalStore: the same object while
 * neither the stored text nor the operating system's preferences change.
 */
let cache: { raw: string | null; system: string; value: StoredSettings } | null = null;

function systemKey(): string {
  const query = (q: string) => (window.matchMedia?.(q).matches ? '1' : '0');
  return query(REDUCED_MOTION_QUERY) + query(MORE_CONTRAST_QUERY);
}

export function getStoredSettingsSnapshot(): StoredSettings {
  const raw = readStoredSettingsRaw(browserStorage());
  const system = systemKey();
  if (cache && cache.raw === raw && cache.system === system) return cache.value;
  const value = parseStoredSettings(raw, defaultStoredSettings(window.matchMedia?.bind(window)));
  cache = { raw, system, value };
  return value;
}

/** Changes come from this page (settingsChanged), other tabs (storage) and the OS. */
export function subscribeStoredSettings(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_STORAGE_KEY || event.key === null) onChange();
  };
  const queries = [REDUCED_MOTION_QUERY, MORE_CONTRAST_QUERY]
    .map((q) => window.matchMedia?.(q))
    .filter((query): query is MediaQueryList => !!query?.addEventListener);
  const stopListening = settingsChanged.listen(onChange);
  window.addEventListener('storage', onStorage);
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    stopListening();
    window.removeEventListener('storage', onStorage);
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}
