import type { FlagCountry } from '@/lib/i18n/locales';
import { flagHref } from '@/lib/icons/icon-href';

/** A country's flag from the sprite (lib/icons/flag-symbols.ts); decorative, the language name beside it carries the meaning. */
export function Flag({ country }: { country: FlagCountry }) {
  return (
    <svg
      aria-hidden="true"
      className="h-3.5 w-5 shrink-0 rounded-[2px] outline outline-border"
      data-flag={country}
    >
      <use href={flagHref(country)} />
    </svg>
  );
}
