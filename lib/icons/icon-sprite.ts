import type { LucideIcon } from 'lucide-react';
import { iconShapes } from './icon-shapes';
import { spriteIcons } from './sprite-icons';

/** The sprite served at /icons.svg: one <symbol> per icon, drawn with lucide's 24×24 grid. */
export function iconSprite(icons: Readonly<Record<string, LucideIcon>> = spriteIcons): string {
  const symbols = Object.entries(icons)
    .map(([id, icon]) => `<symbol id="${id}" viewBox="0 0 24 24">${iconShapes(icon)}</symbol>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}
