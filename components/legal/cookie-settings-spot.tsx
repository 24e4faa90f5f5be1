/**
 * The place on the cookie policy where visitors reopen the consent panel. The 'Cookie settings'
 * button belongs to the consent feature, which is merged separately: once it is on this branch,
 * this wrapper renders `<CookieSettingsButton />` from components/consent/cookie-settings-button.tsx
 * (a server component that brings its own localized label).
 */
export function CookieSettingsSpot() {
  return <div className="my-5" data-cookie-settings-spot data-no-print />;
}
