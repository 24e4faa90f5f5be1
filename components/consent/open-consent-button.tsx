'use client';

import { requestConsentPreferences } from '@/lib/consent/consent-events';

/** Asks the consent manager in the shell to reopen the cookie preferences. */
export function OpenConsentButton({ label, className }: { label: string; className: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => requestConsentPreferences(window, event.currentTarget)}
    >
      {label}
    </button>
  );
}
