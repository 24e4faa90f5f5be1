import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';

/** The place on the cookie policy where visitors reopen the consent panel. */
export function CookieSettingsSpot() {
  return (
    <div className="my-5" data-cookie-settings-spot data-no-print>
      <CookieSettingsButton />
    </div>
  );
}
