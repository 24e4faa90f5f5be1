/** The site's one way to show a toast, from any client component. */
export type ToastVariant = 'message' | 'success' | 'error' | 'info';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export const TOAST_EVENT = 'yno-toast';

/** Queues a toast; the toast region loads its code on the first one. */
export function notify(options: ToastOptions): void {
  window.dispatchEvent(new CustomEvent<ToastOptions>(TOAST_EVENT, { detail: options }));
}
