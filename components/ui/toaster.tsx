'use client';

import { useEffect } from 'react';
import { toast, Toaster as SonnerToaster } from 'sonner';
import { useTheme } from '@/lib/browser/use-theme';
import type { ToastOptions } from './toast';

function show({ title, description, variant = 'message' }: ToastOptions) {
  toast[variant](title, { description });
}

/**
 * The single Toaster (docs/specification.md §9: 4000 ms, at most 3 visible, 356 px wide, 14 px
 * gap, Alt+T), in its own chunk with sonner. `onReady` receives the function that shows a
 * toast once the Toaster listens, so the toasts queued while it loaded reach it.
 */
export default function Toaster({
  label,
  onReady,
}: {
  label: string;
  onReady: (showToast: (options: ToastOptions) => void) => void;
}) {
  const { resolvedTheme } = useTheme();
  // Runs after the Toaster's own effects, which subscribe it to new toasts.
  useEffect(() => onReady(show), [onReady]);
  return (
    <SonnerToaster
      duration={4000}
      visibleToasts={3}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel={label}
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
      closeButton
      richColors
    />
  );
}
