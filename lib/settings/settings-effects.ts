import { FONT_SCALE_PROPERTY, fontScale } from './font-scale';
import type { StoredSettings } from './settings-schema';

/** The <html> classes that carry the settings' effects; app/globals.css styles them. */
export const settingClasses = {
  reducedMotion: 'reduced-motion',
  highContrast: 'high-contrast',
  dyslexiaFriendly: 'dyslexia-friendly',
  compactMode: 'compact',
} as const;
/** showAnimations off stops motion like reducedMotion, but stays a separate choice. */
export const ANIMATIONS_OFF_CLASS = 'animations-off';

type EffectSettings = Pick<
  StoredSettings,
  keyof typeof settingClasses | 'showAnimations' | 'fontSize'
>;

/** Sets the classes and the font scale on the root element, as the boot script does at load. */
export function applySettingsEffects(settings: EffectSettings, root: HTMLElement): void {
  for (const [key, className] of Object.entries(settingClasses) as [
    keyof typeof settingClasses,
    string,
  ][]) {
    root.classList.toggle(className, settings[key]);
  }
  root.classList.toggle(ANIMATIONS_OFF_CLASS, !settings.showAnimations);
  const scale = fontScale(settings.fontSize);
  if (scale === 1) root.style.removeProperty(FONT_SCALE_PROPERTY);
  else root.style.setProperty(FONT_SCALE_PROPERTY, String(scale));
}
