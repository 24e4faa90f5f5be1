import { mergeSettings } from './merge-settings';
import { settingKeys, type SettingKey, type Settings } from './settings-schema';

/** Far above any real settings file (about 500 bytes); larger input is refused unread. */
export const MAX_IMPORT_CHARS = 100_000;

export type ImportFailure = 'tooLarge' | 'invalidJson' | 'notAnObject' | 'nothingToImport';

export type ImportResult =
  | { ok: true; settings: Settings; applied: SettingKey[]; ignored: string[] }
  | { ok: false; reason: ImportFailure };

/**
 * Reads settings from JSON text onto `current`: only known fields with valid values are
 * copied, the rest are ignored. Failures log an error (docs/specification.md §8) and change
 * nothing.
 */
export function importSettings(text: string, current: Settings): ImportResult {
  const fail = (reason: ImportFailure, detail?: unknown): ImportResult => {
    console.error(`Settings import failed: ${reason}`, ...(detail === undefined ? [] : [detail]));
    return { ok: false, reason };
  };
  if (text.length > MAX_IMPORT_CHARS) return fail('tooLarge');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return fail('invalidJson', error);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return fail('notAnObject');
  }
  const { settings, applied, ignored } = mergeSettings(current, parsed, settingKeys);
  if (applied.length === 0) return fail('nothingToImport');
  return { ok: true, settings, applied, ignored };
}

/** All 15 fields as formatted JSON, in the order of docs/specification.md §3. */
export function exportSettings(settings: Settings): string {
  const ordered = Object.fromEntries(settingKeys.map((key) => [key, settings[key]]));
  return JSON.stringify(ordered, null, 2);
}
