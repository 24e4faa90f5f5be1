import { DEFAULT_SETTINGS, pickStoredSettings, type StoredSettings } from './settings-schema';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const MORE_CONTRAST_QUERY = '(prefers-contrast: more)';

type MatchMedia = ((query: string) => { matches: boolean }) | undefined;

function matches(matchMedia: MatchMedia, query: string): boolean {
  try {
    return matchMedia?.(query).matches ?? false;
  } catch {
    return false;
  }
}

/**
 * The defaults for this visitor: those of docs/specification.md §3, except that the operating
 * system's reduced motion and increased contrast settings count until the visitor chooses
 * otherwise.
 */
export function defaultStoredSettings(matchMedia: MatchMedia): StoredSettings {
  return {
    ...pickStoredSettings(DEFAULT_SETTINGS),
    reducedMotion: matches(matchMedia, REDUCED_MOTION_QUERY),
    highContrast: matches(matchMedia, MORE_CONTRAST_QUERY),
  };
}
