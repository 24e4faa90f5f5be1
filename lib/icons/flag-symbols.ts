import type { FlagCountry } from '@/lib/i18n/locales';

/**
 * The language picker's flags, drawn as SVG: emoji flags show as two letters on Windows and as
 * empty boxes where no emoji font is installed. Simplified to read at 20 × 14 px, on a 60 × 30
 * grid. They live in the sprite with the icons, so no page's JavaScript carries their shapes.
 */
export const flagShapes: Record<FlagCountry, string> = {
  gb:
    '<rect width="60" height="30" fill="#012169"/>' +
    '<path d="M0 0l60 30M60 0L0 30" stroke="#fff" stroke-width="6"/>' +
    '<path d="M0 0l60 30M60 0L0 30" stroke="#C8102E" stroke-width="2"/>' +
    '<path d="M30 0v30M0 15h60" stroke="#fff" stroke-width="10"/>' +
    '<path d="M30 0v30M0 15h60" stroke="#C8102E" stroke-width="6"/>',
  es:
    '<rect width="60" height="30" fill="#AA151B"/>' +
    '<rect y="7.5" width="60" height="15" fill="#F1BF00"/>',
  fr:
    '<rect width="20" height="30" fill="#002654"/>' +
    '<rect x="20" width="20" height="30" fill="#fff"/>' +
    '<rect x="40" width="20" height="30" fill="#CE1126"/>',
  de:
    '<rect width="60" height="10" fill="#000"/>' +
    '<rect y="10" width="60" height="10" fill="#DD0000"/>' +
    '<rect y="20" width="60" height="10" fill="#FFCE00"/>',
};

/** A flag's id in the sprite. */
export const flagSymbolId = (country: FlagCountry) => `flag-${country}`;
