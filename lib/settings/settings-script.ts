import { FONT_SCALE, FONT_SCALE_PROPERTY } from './font-scale';
import { ANIMATIONS_OFF_CLASS, settingClasses } from './settings-effects';
import { DEFAULT_SETTINGS } from './settings-schema';
import { SETTINGS_STORAGE_KEY } from './settings-storage';
import { MORE_CONTRAST_QUERY, REDUCED_MOTION_QUERY } from './system-preferences';

const systemFallback: Partial<Record<keyof typeof settingClasses, string>> = {
  reducedMotion: REDUCED_MOTION_QUERY,
  highContrast: MORE_CONTRAST_QUERY,
};

const toggles = (Object.keys(settingClasses) as (keyof typeof settingClasses)[])
  .map((key) => {
    const query = systemFallback[key];
    const fallback = query ? `m('${query}')` : String(DEFAULT_SETTINGS[key]);
    return `if(b('${key}',${fallback}))c.add('${settingClasses[key]}');`;
  })
  .join('');

/**
 * Part of the <head> boot script: the same classes and font scale as applySettingsEffects,
 * read from 'yno-settings' before first paint. A field with no stored choice falls back to
 * the default, or to the operating system for reduced motion and contrast. Static text, built
 * from the same constants as lib/settings.
 */
export const settingsScript =
  `var d=document.documentElement,c=d.classList,s=null,` +
  `m=function(q){try{return matchMedia(q).matches}catch(e){return false}};` +
  `try{s=JSON.parse(localStorage.getItem('${SETTINGS_STORAGE_KEY}'))}catch(e){}` +
  `if(!s||typeof s!=='object')s={};` +
  `var b=function(k,f){return typeof s[k]==='boolean'?s[k]:f};` +
  toggles +
  `if(!b('showAnimations',${DEFAULT_SETTINGS.showAnimations}))c.add('${ANIMATIONS_OFF_CLASS}');` +
  `if(s.fontSize==='small'||s.fontSize==='large')d.style.setProperty('${FONT_SCALE_PROPERTY}',` +
  `s.fontSize==='small'?'${FONT_SCALE.small}':'${FONT_SCALE.large}');`;
