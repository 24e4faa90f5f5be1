import * as z from 'zod/mini';

/** The user settings of docs/specification.md §3: the 15 fields, allowed values and defaults. */
export const themes = ['light', 'dark', 'system'] as const;
export const fontSizes = ['small', 'medium', 'large'] as const;

const flag = (fallback: boolean) => z._default(z.boolean(), fallback);

/** Each setting once: its allowed values and its default. Types and defaults derive from it. */
export const settingsSchema = z.object({
  theme: z._default(z.enum(themes), 'system'),
  reducedMotion: flag(false),
  fontSize: z._default(z.enum(fontSizes), 'medium'),
  highContrast: flag(false),
  dyslexiaFriendly: flag(false),
  sidebarCollapsed: flag(false),
  compactMode: flag(false),
  showAnimations: flag(true),
  emailNotifications: flag(true),
  pushNotifications: flag(false),
  marketingEmails: flag(false),
  analyticsOptIn: flag(false),
  crashReporting: flag(true),
  autoSave: flag(true),
  prefersReducedData: flag(false),
});

export type Settings = z.output<typeof settingsSchema>;
export type SettingKey = keyof Settings;
export type Theme = Settings['theme'];
export type FontSize = Settings['fontSize'];

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze(settingsSchema.parse({}));

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

/** Whether `value` is allowed for `key`; a missing value is not (the default is not implied). */
export function isValidSetting<K extends SettingKey>(key: K, value: unknown): value is Settings[K] {
  return value !== undefined && settingsSchema.shape[key].safeParse(value).success;
}

/** The fields of a settings object that 'yno-settings' holds. */
export function pickStoredSettings(settings: Settings): StoredSettings {
  return Object.fromEntries(storedSettingKeys.map((key) => [key, settings[key]])) as StoredSettings;
}
