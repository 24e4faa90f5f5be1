import { DEFAULT_SETTINGS, pickStoredSettings } from './settings-schema';
import {
  parseStoredSettings,
  readStoredSettingsRaw,
  removeStoredSettings,
  saveStoredSettings,
  SETTINGS_STORAGE_KEY,
} from './settings-storage';
import { defaultStoredSettings } from './system-preferences';

const defaults = pickStoredSettings(DEFAULT_SETTINGS);
const failing = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('stored settings', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('has the 12 fields no one else owns, with the defaults of docs/specification.md §3', () => {
    expect(defaults).toEqual({
      reducedMotion: false,
      fontSize: 'medium',
      highContrast: false,
      dyslexiaFriendly: false,
      compactMode: false,
      showAnimations: true,
      emailNotifications: true,
      pushNotifications: false,
      marketingEmails: false,
      crashReporting: true,
      autoSave: true,
      prefersReducedData: false,
    });
  });

  it('merges a stored entry over the defaults, keeping only valid fields it owns', () => {
    const raw = JSON.stringify({
      fontSize: 'large',
      compactMode: 'yes',
      theme: 'dark',
      analyticsOptIn: true,
      extra: 1,
    });
    expect(parseStoredSettings(raw, defaults)).toEqual({ ...defaults, fontSize: 'large' });
  });

  it('falls back to the defaults with a warning on a corrupt entry', () => {
    expect(parseStoredSettings('{oops', defaults)).toEqual(defaults);
    expect(console.warn).toHaveBeenCalled();
    expect(parseStoredSettings(null, defaults)).toBe(defaults);
  });

  it('treats storage failures as console warnings only', () => {
    expect(readStoredSettingsRaw(failing)).toBeNull();
    expect(() => saveStoredSettings(failing, defaults)).not.toThrow();
    expect(() => saveStoredSettings(null, defaults)).not.toThrow();
    expect(() => removeStoredSettings(failing)).not.toThrow();
    expect(console.warn).toHaveBeenCalledTimes(4);
  });

  it('saves under yno-settings and removes the entry on reset', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    saveStoredSettings(storage, { ...defaults, fontSize: 'small' });
    expect(JSON.parse(data.get(SETTINGS_STORAGE_KEY)!).fontSize).toBe('small');
    removeStoredSettings(storage);
    expect(data.has(SETTINGS_STORAGE_KEY)).toBe(false);
  });

  it('takes reduced motion and contrast from the operating system by default', () => {
    const media = (matching: string[]) => (query: string) => ({
      matches: matching.includes(query),
    });
    expect(defaultStoredSettings(media([]))).toEqual(defaults);
    expect(
      defaultStoredSettings(
        media(['(prefers-reduced-motion: reduce)', '(prefers-contrast: more)']),
      ),
    ).toEqual({ ...defaults, reducedMotion: true, highContrast: true });
    expect(defaultStoredSettings(undefined)).toEqual(defaults);
  });
});
