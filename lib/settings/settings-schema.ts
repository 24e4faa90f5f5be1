/** The user settings of docs/specification.md §3: the 15 fields, allowed values and defaults. */
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export const fontSizes = ['small', 'medium', 'large'] as const;
export type FontSize = (typeof fontSizes)[number];

export type Settings = {
  theme: Theme;
  reducedMotion: boolean;
  fontSize: FontSize;
  highContrast: boolean;
  dyslexiaFriendly: boolean;
  sidebarCollapsed: boolean;
  compactMode: boolean;
  showAnimations: boolean;
  emailNotifications: boolean;
  pushNotifications: boolean;
  marketingEmails: boolean;
  analyticsOptIn: boolean;
  crashReporting: boolean;
  autoSave: boolean;
  prefersReducedData: boolean;
};
export type SettingKey = keyof Settings;

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  theme: 'system',
  reducedMotion: false,
  fontSize: 'medium',
  highContrast: false,
  dyslexiaFriendly: false,
  sidebarCollapsed: false,
  compactMode: false,
  showAnimations: true,
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: false,
  analyticsOptIn: false,
  crashReporting: true,
  autoSave: true,
  prefersReducedData: false,
});

export const settingKeys = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/**
 * Fields whose one source of truth lives elsewhere: theme in next-themes ('theme'),
 * sidebarCollapsed in the sidebar cookie, analyticsOptIn in the consent record. They belong
 * to the settings object but are never stored a second time under 'yno-settings'.
 */
export const linkedSettingKeys = ['theme', 'sidebarCollapsed', 'analyticsOptIn'] as const;
export type LinkedSettingKey = (typeof linkedSettingKeys)[number];
export type StoredSettingKey = Exclude<SettingKey, LinkedSettingKey>;
export type StoredSettings = Pick<Settings, StoredSettingKey>;
export const storedSettingKeys = settingKeys.filter(
  (key): key is StoredSettingKey => !(linkedSettingKeys as readonly string[]).includes(key),
);

export function isLinkedSettingKey(key: SettingKey): key is LinkedSettingKey {
  return (linkedSettingKeys as readonly string[]).includes(key);
}

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const validators: { [K in SettingKey]: (value: unknown) => value is Settings[K] } = {
  theme: isOneOf(themes),
  reducedMotion: isBoolean,
  fontSize: isOneOf(fontSizes),
  highContrast: isBoolean,
  dyslexiaFriendly: isBoolean,
  sidebarCollapsed: isBoolean,
  compactMode: isBoolean,
  showAnimations: isBoolean,
  emailNotifications: isBoolean,
  pushNotifications: isBoolean,
  marketingEmails: isBoolean,
  analyticsOptIn: isBoolean,
  crashReporting: isBoolean,
  autoSave: isBoolean,
  prefersReducedData: isBoolean,
};

export function isValidSetting<K extends SettingKey>(key: K, value: unknown): value is Settings[K] {
  return validators[key](value);
}

/** The fields of a settings object that 'yno-settings' holds. */
export function pickStoredSettings(settings: Settings): StoredSettings {
  return Object.fromEntries(storedSettingKeys.map((key) => [key, settings[key]])) as StoredSettings;
}
