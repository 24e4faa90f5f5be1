import type { LucideIcon } from 'lucide-react';
import { iconId } from './icon-href';
import { iconShapes } from './icon-shapes';
import { spriteIcons } from './sprite-icons';

/** The sprite served at /icons.svg: one <symbol> per icon, drawn with lucide's 24×24 grid. */
export function iconSprite(icons: readonly LucideIcon[] = spriteIcons): string {
  const symbols = icons
    .map((icon) => `<symbol id="${iconId(icon)}" viewBox="0 0 24 24">${iconShapes(icon)}</symbol>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}
