'use client';

import { consentPreferencesRequested } from '@/lib/consent/consent-events';

/** Asks the consent manager in the shell to reopen the cookie preferences. */
export function OpenConsentButton({ label, className }: { label: string; className: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => consentPreferencesRequested.emit({ opener: event.currentTarget })}
    >
      {label}
    </button>
  );
}
