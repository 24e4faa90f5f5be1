import { windowEvent } from '@/lib/browser/browser-events';
import type { Settings } from './settings-schema';

/** Public: the visitor's settings changed (docs/decisions.md); detail = the settings. */
export const settingsChanged = windowEvent<Settings>('settingsChanged');
