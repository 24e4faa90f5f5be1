'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { islands } from '@/components/islands';
import { consentPreferencesRequested, consentUpdated } from '@/lib/consent/consent-events';
import { readConsent, type ConsentMethod } from '@/lib/consent/consent-record';
import { useIsland } from '@/lib/islands/use-island';
import { browserStorage } from '@/lib/browser/browser-storage';
import { loadDetails, loadSaveConsent } from './consent-chunks';

/**
 * docs/specification.md §9: the banner appears 1500 ms after load when no valid consent is
 * stored.
 */
export const BANNER_DELAY_MS = 1500;

/**
 * Decides when the cookie banner shows and mounts it. Renders nothing on the server, so
 * crawlers never index banner text. Reopened by CookieSettingsButton from anywhere. The
 * banner is an island: its code loads while it waits to show.
 */
export function ConsentManager({ policyHref }: { policyHref: string }) {
  const [open, setOpen] = useState<ConsentMethod | null>(null);
  const { mounted, mount } = useIsland(islands.consentBanner);
  const timer = useRef<number | undefined>(undefined);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const storage = browserStorage();
    const status = storage ? readConsent(storage).status : 'missing';
    // Showing the banner is a transition: its first render may wait for its code.
    const show = (method: ConsentMethod) =>
      startTransition(() =>
        setOpen((current) => (method === 'banner' ? (current ?? method) : method)),
      );
    const schedule = () => {
      // Fetched while the banner waits, so it shows on time.
      mount();
      timer.current = window.setTimeout(() => show('banner'), BANNER_DELAY_MS);
    };
    const cancel = () => {
      window.clearTimeout(timer.current);
      window.removeEventListener('load', schedule);
    };
    if (status !== 'valid') {
      if (document.readyState === 'complete') schedule();
      else window.addEventListener('load', schedule, { once: true });
    }
    const stopOpen = consentPreferencesRequested.listen((detail) => {
      cancel();
      // Reopened from Cookie settings, the banner starts on its detailed view.
      mount();
      opener.current = detail?.opener ?? null;
      Promise.all([loadDetails(), loadSaveConsent()]).then(
        () => show('settings'),
        (error: unknown) => console.error('Could not load the cookie preferences', error),
      );
    });
    // A choice made elsewhere (the settings page) answers the pending banner too.
    const stopUpdated = consentUpdated.listen(() => {
      cancel();
      setOpen((current) => (current === 'banner' ? null : current));
    });
    return () => {
      cancel();
      stopOpen();
      stopUpdated();
    };
  }, [mount]);

  const close = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    setOpen(null);
    // Focus goes back where it came from, or to the content if the banner held it.
    window.requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
      else if (document.activeElement === document.body)
        document.getElementById('main')?.focus({ preventScroll: true });
    });
  }, []);

  if (!open || !mounted) return null;
  return (
    <islands.consentBanner.Component
      key={open}
      policyHref={policyHref}
      method={open}
      onClose={close}
    />
  );
}
