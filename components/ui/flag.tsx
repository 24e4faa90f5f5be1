import type { FlagCountry } from '@/lib/i18n/locales';

/**
 * Flags drawn as SVG: emoji flags show as two letters on Windows and as empty boxes where no
 * emoji font is installed. Simplified to read at 20 × 14 px; decorative, the language name
 * beside each one carries the meaning.
 */
const flags: Record<FlagCountry, React.ReactNode> = {
  gb: (
    <>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </>
  ),
  es: (
    <>
      <rect width="60" height="30" fill="#AA151B" />
      <rect y="7.5" width="60" height="15" fill="#F1BF00" />
    </>
  ),
  fr: (
    <>
      <rect width="20" height="30" fill="#002654" />
      <rect x="20" width="20" height="30" fill="#fff" />
      <rect x="40" width="20" height="30" fill="#CE1126" />
    </>
  ),
  de: (
    <>
      <rect width="60" height="10" fill="#000" />
      <rect y="10" width="60" height="10" fill="#DD0000" />
      <rect y="20" width="60" height="10" fill="#FFCE00" />
    </>
  ),
};

export function Flag({ country }: { country: FlagCountry }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 60 30"
      preserveAspectRatio="none"
      className="h-3.5 w-5 shrink-0 rounded-[2px] ring-1 ring-border"
      data-flag={country}
    >
      {flags[country]}
    </svg>
  );
}
