import { emit, type ToastOptions } from '@/lib/browser-events';

/** The site's one way to show a toast, from any client component. */
export type { ToastOptions, ToastVariant } from '@/lib/browser-events';

/** Queues a toast; the toast region loads its code on the first one. */
export function notify(options: ToastOptions): void {
  emit('yno-toast', options);
}
