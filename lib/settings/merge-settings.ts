import { isValidSetting, type SettingKey } from './settings-schema';

export type MergeResult<T> = { settings: T; applied: (keyof T & SettingKey)[]; ignored: string[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Copies onto `base` only the listed fields that `input` has as its own property with a valid
 * value. Keys are read from the fixed list, never from the input, so `__proto__` or
 * `constructor` in the input are ignored and nothing is written to any prototype.
 */
export function mergeSettings<T extends Partial<Record<SettingKey, unknown>>>(
  base: T,
  input: unknown,
  keys: readonly (keyof T & SettingKey)[],
): MergeResult<T> {
  const settings = { ...base };
  const applied: (keyof T & SettingKey)[] = [];
  if (!isPlainObject(input)) return { settings, applied, ignored: [] };
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(input, key)) continue;
    const value = input[key];
    if (!isValidSetting(key, value)) continue;
    settings[key] = value as T[typeof key];
    applied.push(key);
  }
  const known = new Set<string>(applied);
  const ignored = Object.keys(input).filter((key) => !known.has(key));
  return { settings, applied, ignored };
}
