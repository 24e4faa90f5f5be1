import type { LucideIcon } from 'lucide-react';

/**
 * The sprite's version, part of every icon's URL so that browsers cache /icons.svg for a year
 * and fetch it again when it changes. icon-sprite.test.ts fails with the new value when the
 * sprite's content changes.
 */
export const SPRITE_VERSION = 'a086bfcb';

/** The symbol id of an icon in the sprite: lucide's own name for it (`ChevronDown`). */
export function iconId(icon: LucideIcon): string {
  if (!icon.displayName) throw new Error('A lucide icon without a name cannot be in the sprite');
  return icon.displayName;
}

/** Where an icon is drawn from: its symbol (`iconId`) in the site's sprite, /icons.svg. */
export const iconHref = (id: string) => `/icons.svg?v=${SPRITE_VERSION}#${id}`;
