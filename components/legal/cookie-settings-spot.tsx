/**
 * The place on the cookie policy where visitors reopen the consent panel. The 'Cookie settings'
 * button itself belongs to the consent feature (components/consent/cookie-settings-button.tsx),
 * which is merged separately; it goes inside this wrapper, labelled with the cookies.json string
 * `storage.settingsButton`.
 */
export function CookieSettingsSpot() {
  return <div className="my-5" data-cookie-settings-spot data-no-print />;
}
