import type { LucideIcon } from 'lucide-react';
import type { FlagCountry } from '@/lib/i18n/locales';
import { flagShapes, flagSymbolId } from './flag-symbols';
import { iconShapes } from './icon-shapes';
import { spriteIcons } from './sprite-icons';

/**
 * The sprite in public/icons.svg: one <symbol> per icon, drawn with lucide's 24×24 grid, and
 * one per flag (stretched to the box it is drawn in, as flags are). A file rather than a route
 * handler because `next start` compresses files but sends route handlers' bodies as they are
 * (about 18 KB instead of 4.4 KB gzip on every first visit). `npm run icons` writes it.
 */
export function iconSprite(
  icons: Readonly<Record<string, LucideIcon>> = spriteIcons,
  flags: Readonly<Partial<Record<FlagCountry, string>>> = flagShapes,
): string {
  const iconSymbols = Object.entries(icons).map(
    ([id, icon]) => `<symbol id="${id}" viewBox="0 0 24 24">${iconShapes(icon)}</symbol>`,
  );
  const flagSymbols = Object.entries(flags).map(
    ([country, shapes]) =>
      `<symbol id="${flagSymbolId(country as FlagCountry)}" viewBox="0 0 60 30" preserveAspectRatio="none">${shapes}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...iconSymbols, ...flagSymbols].join('')}</svg>`;
}
