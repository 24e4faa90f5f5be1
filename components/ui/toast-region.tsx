'use client';

import { useTheme } from 'next-themes';
import { useEffect, useRef, useState } from 'react';
import { listen } from '@/lib/browser-events';
import type { ToastOptions } from './toast';

type Sonner = typeof import('sonner');

function show(sonner: Sonner, { title, description, variant = 'message' }: ToastOptions) {
  sonner.toast[variant](title, { description });
}

/** Runs once the Toaster has mounted, so queued toasts are not published to nobody. */
function Flush({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * The single Toaster (docs/specification.md §9: 4000 ms, at most 3 visible, 356 px wide, 14 px
 * gap, Alt+T). Its code loads with the first toast, not with the page.
 */
export function ToastRegion({ label }: { label: string }) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const queue = useRef<ToastOptions[]>([]);
  const loaded = useRef<Sonner | null>(null);
  const { resolvedTheme } = useTheme();

  useEffect(
    () =>
      listen('yno-toast', (options) => {
        if (loaded.current) return show(loaded.current, options);
        queue.current.push(options);
        if (queue.current.length === 1) void import('sonner').then(setSonner);
      }),
    [],
  );

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <>
      <Toaster
        duration={4000}
        visibleToasts={3}
        gap={14}
        hotkey={['altKey', 'KeyT']}
        containerAriaLabel={label}
        theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
        closeButton
        richColors
      />
      <Flush
        onMount={() => {
          loaded.current = sonner;
          for (const options of queue.current.splice(0)) show(sonner, options);
        }}
      />
    </>
  );
}
