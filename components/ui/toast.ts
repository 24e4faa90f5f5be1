import { windowEvent } from '@/lib/browser/browser-events';

/** The site's one way to show a toast, from any client component. */
export type ToastVariant = 'message' | 'success' | 'error' | 'info';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

/** Queues a toast for the one toast region. */
export const toastRequested = windowEvent<ToastOptions>('yno-toast');

/** Queues a toast; the toast region loads its code on the first one. */
export function notify(options: ToastOptions): void {
  toastRequested.emit(options);
}
