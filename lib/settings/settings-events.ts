import type { Settings } from './settings-schema';

/** docs/decisions.md: the window event that announces a settings change; detail = the settings. */
export const SETTINGS_CHANGED_EVENT = 'settingsChanged';

export function dispatchSettingsChanged(target: EventTarget, settings: Settings): void {
  target.dispatchEvent(new CustomEvent<Settings>(SETTINGS_CHANGED_EVENT, { detail: settings }));
}
