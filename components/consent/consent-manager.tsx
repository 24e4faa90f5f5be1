'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { consentPreferencesRequested, consentUpdated } from '@/lib/consent/consent-events';
import { readConsent, type ConsentMethod } from '@/lib/consent/consent-record';
import { useIslandText } from '@/lib/i18n/use-island-text';
import { browserStorage } from '@/lib/preferences/browser-storage';
import { loadDetails, loadSaveConsent } from './consent-chunks';
import type { ConsentText } from './consent-text';

/**
 * docs/specification.md §9: the banner appears 1500 ms after load when no valid consent is
 * stored.
 */
export const BANNER_DELAY_MS = 1500;

// The banner's code, and its text, load only when it is about to be shown.
const ConsentBanner = lazyIsland(() => import('./consent-banner'));

/**
 * Decides when the cookie banner shows and mounts it. Renders nothing on the server, so
 * crawlers never index banner text. Reopened by CookieSettingsButton from anywhere.
 */
export function ConsentManager({ policyHref }: { policyHref: string }) {
  const [open, setOpen] = useState<ConsentMethod | null>(null);
  const { text, preload: preloadText } = useIslandText<ConsentText>('consent', open !== null);
  const timer = useRef<number | undefined>(undefined);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const storage = browserStorage();
    const status = storage ? readConsent(storage).status : 'missing';
    const schedule = () => {
      // Fetched while the banner waits, so it shows on time.
      void ConsentBanner.preload().catch(() => undefined);
      void preloadText();
      timer.current = window.setTimeout(
        () => setOpen((current) => current ?? 'banner'),
        BANNER_DELAY_MS,
      );
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
      void Promise.all([ConsentBanner.preload(), loadDetails(), loadSaveConsent()]).catch(
        () => undefined,
      );
      opener.current = detail?.opener ?? null;
      setOpen('settings');
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
  }, [preloadText]);

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

  if (!open || !text) return null;
  return (
    <ConsentBanner key={open} text={text} policyHref={policyHref} method={open} onClose={close} />
  );
}
