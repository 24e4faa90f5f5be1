'use client';

import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';

const choices = [
  { value: 'light', Icon: Sun },
  { value: 'dark', Icon: Moon },
  { value: 'system', Icon: Monitor },
] as const;

const subscribe = () => () => {};

/** Light, dark or system (the default), as a radio group of three icon buttons. */
export function ThemePicker({
  text,
}: {
  text: { label: string; light: string; dark: string; system: string };
}) {
  const { theme, setTheme } = useTheme();
  // The stored theme is only known in the browser; render it unselected on the server.
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const active = mounted ? (theme ?? 'system') : undefined;
  return (
    <div role="radiogroup" aria-label={text.label} className="inline-flex rounded-lg border p-0.5">
      {choices.map(({ value, Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={active === value}
          aria-label={text[value]}
          title={text[value]}
          onClick={() => setTheme(value)}
          className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted aria-checked:bg-accent aria-checked:text-accent-foreground"
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}
