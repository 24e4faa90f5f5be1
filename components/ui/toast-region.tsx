'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyIsland } from './lazy-island';
import { toastRequested, type ToastOptions } from './toast';

const Toaster = lazyIsland(() => import('./toaster'));

/** Where toasts appear. The Toaster's code loads with the first toast, not with the page. */
export function ToastRegion({ label }: { label: string }) {
  const [active, setActive] = useState(false);
  const queue = useRef<ToastOptions[]>([]);
  const show = useRef<((options: ToastOptions) => void) | null>(null);

  useEffect(
    () =>
      toastRequested.listen((options) => {
        if (show.current) return show.current(options);
        queue.current.push(options);
        setActive(true);
      }),
    [],
  );

  const onReady = useCallback((showToast: (options: ToastOptions) => void) => {
    show.current = showToast;
    for (const options of queue.current.splice(0)) showToast(options);
  }, []);

  return active ? <Toaster label={label} onReady={onReady} /> : null;
}
