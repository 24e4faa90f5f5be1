'use client';

import type { KeyboardEvent } from 'react';
import { StaticIcon } from '@/components/ui/static-icon';
import { usePageHydrated } from '@/lib/browser/use-hydrated';
import { useTheme } from '@/lib/browser/use-theme';

const choices = [
  { value: 'light', icon: 'Sun' },
  { value: 'dark', icon: 'Moon' },
  { value: 'system', icon: 'Monitor' },
] as const;

const arrowSteps: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * Light, dark or system (the default), as a radio group of three icon buttons: one Tab stop,
 * arrow keys move the choice, as in any radio group.
 */
export function ThemePicker({
  text,
}: {
  text: { label: string; light: string; dark: string; system: string };
}) {
  const { theme, setTheme } = useTheme();
  // The stored theme is only known in the browser; render it unselected on the server.
  const mounted = usePageHydrated();
  const active = mounted ? (theme ?? 'system') : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowSteps[event.key];
    if (!step) return;
    event.preventDefault();
    const index = choices.findIndex((choice) => choice.value === (active ?? 'system'));
    const next = choices[(index + step + choices.length) % choices.length].value;
    setTheme(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-theme-choice="${next}"]`)?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={text.label}
      onKeyDown={onKeyDown}
      className="inline-flex rounded-lg border p-0.5"
    >
      {choices.map(({ value, icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={active === value}
          tabIndex={(active ?? 'system') === value ? 0 : -1}
          data-theme-choice={value}
          aria-label={text[value]}
          title={text[value]}
          onClick={() => setTheme(value)}
          className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted aria-checked:bg-accent aria-checked:text-accent-foreground"
        >
          <StaticIcon icon={icon} className="size-4" />
        </button>
      ))}
    </div>
  );
}
