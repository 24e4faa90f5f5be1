import type { FlagCountry } from '@/lib/i18n/locales';
import { flagSymbolId } from './flag-symbols';
import type { spriteIcons } from './sprite-icons';

/** An icon's id in the sprite. A type only: naming an icon loads none of lucide's code. */
export type IconId = keyof typeof spriteIcons;

/**
 * The sprite's version, part of every icon's URL so that browsers cache /icons.svg for a year
 * and fetch it again when it changes. icon-sprite.test.ts fails with the new value when the
 * sprite's content changes.
 */
export const SPRITE_VERSION = 'f5a246d7';

/** Where an icon is drawn from: its symbol in the site's sprite, /icons.svg. */
export const iconHref = (id: IconId) => `/icons.svg?v=${SPRITE_VERSION}#${id}`;

/** Where a flag is drawn from: its symbol in the same sprite. */
export const flagHref = (country: FlagCountry) =>
  `/icons.svg?v=${SPRITE_VERSION}#${flagSymbolId(country)}`;
