'use client';

import { useCallback, useEffect, useRef } from 'react';
import { islands } from '@/components/islands';
import { useIsland } from '@/lib/islands/use-island';
import { toastRequested, type ToastOptions } from './toast';

/** Where toasts appear. The Toaster's code loads with the first toast, not with the page. */
export function ToastRegion({ label }: { label: string }) {
  const { mounted, mount } = useIsland(islands.toaster);
  const queue = useRef<ToastOptions[]>([]);
  const show = useRef<((options: ToastOptions) => void) | null>(null);

  useEffect(
    () =>
      toastRequested.listen((options) => {
        if (show.current) return show.current(options);
        queue.current.push(options);
        mount();
      }),
    [mount],
  );

  const onReady = useCallback((showToast: (options: ToastOptions) => void) => {
    show.current = showToast;
    for (const options of queue.current.splice(0)) showToast(options);
  }, []);

  return mounted ? <islands.toaster.Component label={label} onReady={onReady} /> : null;
}
