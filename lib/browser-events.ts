import type { ConsentPreferences } from '@/lib/consent/consent-record';
import type { Settings } from '@/lib/settings/settings-schema';

/**
 * Every window event the site's client code sends or listens to, with its detail. Two are
 * public behaviour other scripts may rely on (docs/decisions.md, "Storage keys and browser
 * events"): `consent-updated` and `settingsChanged`. The others connect islands that do not
 * share a React tree. Sending and listening go through `emit` and `listen`, so a channel's
 * name and detail are checked by the compiler, never typed twice.
 */
export type ToastVariant = 'message' | 'success' | 'error' | 'info';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type SiteEvents = {
  /** Public: a consent choice was saved; detail = the preferences. */
  'consent-updated': ConsentPreferences;
  /** Public: the visitor's settings changed; detail = the settings. */
  settingsChanged: Settings;
  /** Asks the consent manager in the shell to reopen the preferences. */
  'yno-open-consent': { opener: HTMLElement | null };
  /** Queues a toast for the one toast region. */
  'yno-toast': ToastOptions;
  /** The sidebar was expanded or collapsed (the <html> class holds the state). */
  'sidebar-toggle': null;
};

export type SiteEventName = keyof SiteEvents;

export function emit<Name extends SiteEventName>(
  name: Name,
  detail: SiteEvents[Name],
  target: EventTarget = window,
): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Calls `handler` with each event's detail; returns the function that stops listening. */
export function listen<Name extends SiteEventName>(
  name: Name,
  handler: (detail: SiteEvents[Name]) => void,
  target: EventTarget = window,
): () => void {
  const onEvent = (event: Event) => handler((event as CustomEvent<SiteEvents[Name]>).detail);
  target.addEventListener(name, onEvent);
  return () => target.removeEventListener(name, onEvent);
}
