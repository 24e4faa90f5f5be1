'use client';

import { useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
  type KeyboardEvent,
} from 'react';
import { buttonClasses } from '@/components/ui/button';
import { storedPreferences, type ConsentMethod } from '@/lib/consent/consent-record';
import { acceptAllPreferences, hasGlobalPrivacyControl } from '@/lib/consent/privacy-signals';
import { islands } from '@/components/islands';
import { StaticIcon } from '@/components/ui/static-icon';
import { Link } from '@/lib/i18n/navigation';
import { useIsland } from '@/lib/islands/use-island';
import { browserStorage } from '@/lib/browser/browser-storage';
import { SITE_FOOTER_ID } from '@/lib/site/site-footer-id';
import { loadDetails, loadSaveConsent } from './consent-chunks';
import type { ConsentChoices as Choices } from './consent-details';

const preloadDetails = () => void loadDetails().catch(() => undefined);
const preloadSave = () => void loadSaveConsent().catch(() => undefined);

function initialChoices(): Choices {
  const storage = browserStorage();
  const stored = storage ? storedPreferences(storage) : null;
  return stored
    ? { analytics: stored.analytics, functional: stored.functional, marketing: stored.marketing }
    : { analytics: false, functional: false, marketing: false };
}

/**
 * The cookie banner: a summary with three choices, and a detailed view with a switch per
 * category. A non-modal region: it does not take focus when it appears on its own, but does
 * when the visitor reopens it, and Escape or the close button dismisses it without saving.
 */
export default function ConsentBanner({
  policyHref,
  method,
  onClose,
}: {
  policyHref: string;
  method: ConsentMethod;
  onClose: () => void;
}) {
  const t = useTranslations('consent');
  const [view, setView] = useState<'summary' | 'details'>(
    method === 'settings' ? 'details' : 'summary',
  );
  const [choices, setChoices] = useState<Choices>(initialChoices);
  const [gpc] = useState(() => hasGlobalPrivacyControl(navigator));
  const heading = useRef<HTMLHeadingElement>(null);
  const region = useRef<HTMLElement>(null);
  const moveFocus = useRef(method === 'settings');
  const id = useId();
  const [, startTransition] = useTransition();

  // The detailed view (an island, no Suspense boundary of its own) arrives while the visitor
  // reads the summary: the switch to it is a transition, which keeps the summary until it can
  // render. The code that saves a choice loads as the visitor reaches for the banner.
  useIsland(islands.consentDetails);

  useEffect(() => {
    if (moveFocus.current) heading.current?.focus();
    moveFocus.current = true;
  }, [view]);

  // Content that takes focus is scrolled clear of the banner, never hidden behind it, and the
  // footer makes room for it at the end of the page through --consent-banner-space. The
  // variable goes on the footer alone: on the root, every element would inherit it, and
  // showing or closing the banner would restyle the whole page in one long task. Measured
  // before the banner's first paint, so no frame shows it without that room.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const footer = document.getElementById(SITE_FOOTER_ID);
    const element = region.current;
    if (!element) return;
    const measure = () => {
      const space = Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
      root.style.scrollPaddingBottom = `${element.offsetHeight + 16}px`;
      footer?.style.setProperty('--consent-banner-space', `${Math.ceil(space)}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('scroll-padding-bottom');
      footer?.style.removeProperty('--consent-banner-space');
    };
  }, []);

  // The banner closes once the choice is stored. Should its code fail to load (the network
  // gone), the banner stays, and the same button tries again.
  const choose = (preferences: Choices) => {
    loadSaveConsent().then(
      ({ saveConsent }) => {
        saveConsent(preferences, method);
        onClose();
      },
      (error: unknown) => console.error('Could not save the cookie choice', error),
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const titleId = `${id}-title`;
  return (
    <section
      ref={region}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onPointerEnter={preloadSave}
      onFocus={preloadSave}
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85vh] overflow-y-auto border-t bg-background p-4 text-foreground lift-2xl md:inset-x-auto md:bottom-4 md:left-[calc(var(--sidebar-width)+1rem)] md:w-[calc(100%-var(--sidebar-width)-2rem)] md:max-w-xl md:rounded-xl md:border md:p-6"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t('close')}
        title={t('close')}
        className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <StaticIcon icon="X" className="size-5" />
      </button>
      <h2
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className="pr-10 text-lg font-semibold outline-none"
      >
        {view === 'summary' ? t('title') : t('detailsTitle')}
      </h2>
      {view === 'summary' ? (
        <>
          <p className="mt-2 text-sm text-muted-foreground">{t('summary')}</p>
          {gpc && <p className="mt-2 text-sm text-foreground">{t('gpcNotice')}</p>}
          <p className="mt-2 text-sm">
            <Link
              href={policyHref}
              className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
            >
              {t('policyLink')}
            </Link>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClasses({ variant: 'primary' })}
              onClick={() => choose(acceptAllPreferences(gpc))}
            >
              {t('acceptAllCookies')}
            </button>
            <button
              type="button"
              className={buttonClasses({ variant: 'primary' })}
              onClick={() => choose({ analytics: false, functional: false, marketing: false })}
            >
              {t('essentialOnly')}
            </button>
            <button
              type="button"
              className={buttonClasses({ variant: 'outline' })}
              onPointerEnter={preloadDetails}
              onTouchStart={preloadDetails}
              onFocus={preloadDetails}
              onClick={() =>
                loadDetails().then(
                  () => startTransition(() => setView('details')),
                  (error: unknown) => console.error('Could not load the cookie preferences', error),
                )
              }
            >
              {t('customize')}
            </button>
          </div>
        </>
      ) : (
        <islands.consentDetails.Component
          baseId={id}
          gpc={gpc}
          choices={choices}
          onChange={setChoices}
          onSave={() => choose(choices)}
          onAcceptAll={() => choose(acceptAllPreferences(gpc))}
          onBack={() => setView('summary')}
        />
      )}
    </section>
  );
}
