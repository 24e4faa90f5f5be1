'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { Flag } from '@/components/ui/flag';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LOCALE_STORAGE_KEY, type LanguageOption, type Locale } from '@/lib/i18n/locales';
import { StaticIcon } from '@/components/ui/static-icon';

/** Mirrors the choice to localStorage; `Link` stores it in the NEXT_LOCALE cookie. */
function rememberLocale(code: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, code);
  } catch (error) {
    // docs/specification.md §8: a failed change is logged, and nothing is shown to the visitor.
    console.error('Failed to change language', error);
  }
}

/**
 * Lists the languages with flag and native name; each is a link to this page in that language.
 * A disclosure (a button and a list of four links), written by hand: a popover primitive would
 * add a positioning library to every page's JavaScript for a list that never needs placing.
 * It closes on Escape (focus back on the button), on a click outside and when focus leaves it.
 */
export function LanguagePicker({
  options,
  label,
  currentLabel,
}: {
  options: readonly Pick<LanguageOption, 'code' | 'nativeName' | 'flag'>[];
  label: string;
  currentLabel: string;
}) {
  const locale = useLocale();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = options.find((option) => option.code === locale) ?? options[0];

  // Mirror the active locale to localStorage, as the previous site did.
  useEffect(() => {
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Storage can be unavailable (private mode); the cookie still carries the choice.
    }
  }, [locale]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm hover:bg-muted"
      >
        <StaticIcon icon="Globe" className="size-4" />
        <Flag country={current.flag} />
        <span className="hidden sm:inline">{current.nativeName}</span>
        <span className="sr-only">
          {label}: {current.nativeName}
        </span>
        <StaticIcon icon="ChevronDown" className="size-4" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={label}
        className="absolute right-0 z-40 mt-1 min-w-44 rounded-lg border bg-background p-1 lift-lg"
      >
        {options.map((option) => {
          const selected = option.code === locale;
          return (
            <li key={option.code}>
              <Link
                href={pathname}
                locale={option.code}
                lang={option.code}
                hrefLang={option.code}
                aria-current={selected ? 'true' : undefined}
                onClick={() => {
                  rememberLocale(option.code);
                  setOpen(false);
                }}
                className="flex min-h-11 items-center gap-3 rounded-md px-3 text-sm hover:bg-muted aria-[current]:font-semibold"
              >
                <Flag country={option.flag} />
                <span className="flex-1">{option.nativeName}</span>
                {selected && (
                  <>
                    <StaticIcon icon="Check" className="size-4" />
                    <span className="sr-only">({currentLabel})</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
