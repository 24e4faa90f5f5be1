'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import {
  optionalCategories,
  storedPreferences,
  type ConsentMethod,
  type ConsentPreferences,
  type OptionalCategory,
} from '@/lib/consent/consent-record';
import { acceptAllPreferences, hasGlobalPrivacyControl } from '@/lib/consent/privacy-signals';
import { saveConsent } from '@/lib/consent/save-consent';
import { Link } from '@/components/ui/link';
import { browserStorage } from '@/lib/preferences/browser-storage';
import { StaticIcon } from '@/components/ui/static-icon';
import type { ConsentText } from './consent-text';

type Choices = Omit<ConsentPreferences, 'essential'>;

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
  text,
  policyHref,
  method,
  onClose,
}: {
  text: ConsentText;
  policyHref: string;
  method: ConsentMethod;
  onClose: () => void;
}) {
  const [view, setView] = useState<'summary' | 'details'>(
    method === 'settings' ? 'details' : 'summary',
  );
  const [choices, setChoices] = useState<Choices>(initialChoices);
  const [gpc] = useState(() => hasGlobalPrivacyControl(navigator));
  const heading = useRef<HTMLHeadingElement>(null);
  const region = useRef<HTMLElement>(null);
  const moveFocus = useRef(method === 'settings');
  const id = useId();

  useEffect(() => {
    if (moveFocus.current) heading.current?.focus();
    moveFocus.current = true;
  }, [view]);

  // Content that takes focus is scrolled clear of the banner, never hidden behind it, and the
  // footer makes room for it at the end of the page through --consent-banner-space.
  useEffect(() => {
    const root = document.documentElement;
    const element = region.current;
    if (!element) return;
    const measure = () => {
      const space = Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
      root.style.scrollPaddingBottom = `${element.offsetHeight + 16}px`;
      root.style.setProperty('--consent-banner-space', `${Math.ceil(space)}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('scroll-padding-bottom');
      root.style.removeProperty('--consent-banner-space');
    };
  }, []);

  const choose = (preferences: Choices) => {
    saveConsent(preferences, method);
    onClose();
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
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85vh] overflow-y-auto border-t bg-background p-4 text-foreground shadow-2xl md:inset-x-auto md:bottom-4 md:left-[calc(var(--sidebar-width)+1rem)] md:w-[calc(100%-var(--sidebar-width)-6rem)] md:max-w-xl md:rounded-xl md:border md:p-6"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={text.close}
        title={text.close}
        className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <StaticIcon icon="X" className="size-5" />
      </button>
      {view === 'summary' ? (
        <>
          <h2
            id={titleId}
            ref={heading}
            tabIndex={-1}
            className="pr-10 text-lg font-semibold outline-none"
          >
            {text.title}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{text.summary}</p>
          {gpc && <p className="mt-2 text-sm text-foreground">{text.gpcNotice}</p>}
          <p className="mt-2 text-sm">
            <Link
              href={policyHref}
              className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
            >
              {text.policyLink}
            </Link>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClasses({ variant: 'primary' })}
              onClick={() => choose(acceptAllPreferences(gpc))}
            >
              {text.acceptAllCookies}
            </button>
            <button
              type="button"
              className={buttonClasses({ variant: 'primary' })}
              onClick={() => choose({ analytics: false, functional: false, marketing: false })}
            >
              {text.essentialOnly}
            </button>
            <button
              type="button"
              className={buttonClasses({ variant: 'outline' })}
              onClick={() => setView('details')}
            >
              {text.customize}
            </button>
          </div>
        </>
      ) : (
        <>
          <h2
            id={titleId}
            ref={heading}
            tabIndex={-1}
            className="pr-10 text-lg font-semibold outline-none"
          >
            {text.detailsTitle}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{text.detailsIntro}</p>
          <ul className="mt-4 space-y-2">
            <CategoryRow
              id={`${id}-essential`}
              title={text.categories.essential.title}
              description={text.categories.essential.description}
              note={text.alwaysOn}
              checked
              disabled
            />
            {optionalCategories.map((category: OptionalCategory) => (
              <CategoryRow
                key={category}
                id={`${id}-${category}`}
                title={text.categories[category].title}
                description={text.categories[category].description}
                note={category === 'marketing' && gpc ? text.gpcMarketing : undefined}
                checked={choices[category]}
                onCheckedChange={(value) =>
                  setChoices((current) => ({ ...current, [category]: value }))
                }
              />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClasses({ variant: 'primary' })}
              onClick={() => choose(choices)}
            >
              {text.savePreferences}
            </button>
            <button
              type="button"
              className={buttonClasses({ variant: 'outline' })}
              onClick={() => choose(acceptAllPreferences(gpc))}
            >
              {text.acceptAll}
            </button>
            <button
              type="button"
              className={buttonClasses({ variant: 'ghost' })}
              onClick={() => setView('summary')}
            >
              {text.back}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function CategoryRow({
  id,
  title,
  description,
  note,
  checked,
  disabled,
  onCheckedChange,
}: {
  id: string;
  title: string;
  description: string;
  note?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  return (
    <li className="flex items-start justify-between gap-4 rounded-lg border p-3">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {title}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
          {note && <span className="mt-1 block font-medium text-foreground">{note}</span>}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        className="mt-1"
      />
    </li>
  );
}
