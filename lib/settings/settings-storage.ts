import { mergeSettings } from './merge-settings';
import { storedSettingKeys, type StoredSettings } from './settings-schema';

/** docs/decisions.md: the settings live in localStorage under this key. */
export const SETTINGS_STORAGE_KEY = 'yno-settings';

/**
 * The stored settings merged over the defaults. Unreadable storage or JSON gives the defaults
 * with a console warning only (docs/specification.md §8).
 */
export function parseStoredSettings(raw: string | null, defaults: StoredSettings): StoredSettings {
  if (raw === null) return defaults;
  try {
    return mergeSettings(defaults, JSON.parse(raw), storedSettingKeys).settings;
  } catch (error) {
    console.warn('Could not load settings; using the defaults', error);
    return defaults;
  }
}

export function readStoredSettingsRaw(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    return storage?.getItem(SETTINGS_STORAGE_KEY) ?? null;
  } catch (error) {
    console.warn('Could not load settings; using the defaults', error);
    return null;
  }
}

/** Saves the settings; a refused write is a console warning only. */
export function saveStoredSettings(
  storage: Pick<Storage, 'setItem'> | null,
  settings: StoredSettings,
): void {
  try {
    if (!storage) throw new Error('Storage is not available');
    storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch (error) {
    console.warn('Could not save settings', error);
  }
}

export function removeStoredSettings(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(SETTINGS_STORAGE_KEY);
  } catch (error) {
    console.warn('Could not remove settings', error);
  }
}
