import { emit } from '@/lib/browser-events';
import type { Settings } from './settings-schema';

/** docs/decisions.md: announces a settings change on the window; detail = the settings. */
export function dispatchSettingsChanged(target: EventTarget, settings: Settings): void {
  emit('settingsChanged', settings, target);
}
