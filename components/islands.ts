import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { island, type AnyIsland } from '@/lib/islands/island';
import type { IslandName } from './island-messages';

/**
 * An island's code, loaded by one loader for both uses: next/dynamic renders the component with
 * it, and the page calls it ahead of use. Written inline in dynamic(), the import would be
 * compiled a second time (Next gives it a transition of its own, for preloading on the server,
 * which islands never use: they render in the browser only), and each island's code came in two
 * chunks, downloaded twice.
 */
function lazy<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return { Component: dynamic(load), load };
}

/*
 * Every island of the site: the code that stays out of a page's first load and arrives when it
 * is about to be used. Each says
 * - how it loads: next/dynamic, with the loader the page also calls ahead (`lazy` above);
 *   rendering waits for that load, so a failed fetch never reaches React;
 * - when it is readied: 'ahead', once the page is idle after its load event, or 'on use', when
 *   its owner asks.
 * The messages it reads are in island-messages.ts under the same name (TypeScript holds the two
 * lists to the same islands); the server reads that file, never this one.
 * Components use an island through useIsland (lib/islands/use-island.ts), which mounts it.
 */

export const islands = {
  /** 'Request an Invitation', the primary call to action. */
  accessRequestDialog: island({
    ...lazy(() => import('./home/access-request-dialog')),
    ready: 'ahead',
  }),

  investorDeckDialog: island({
    ...lazy(() => import('./home/investor-deck-dialog')),
    ready: 'ahead',
  }),

  /** The phone's navigation sheets. */
  mobileSheets: island({
    ...lazy(() => import('./layout/mobile-sheets')),
    ready: 'ahead',
  }),

  chatPanel: island({
    ...lazy(() => import('./chat/chat-panel')),
    ready: 'ahead',
  }),

  /** The largest part of the chat's code: it comes as the panel opens, while the visitor types. */
  chatMarkdown: island({
    ...lazy(() => import('./chat/chat-markdown')),
    ready: 'on use',
  }),

  /** Loaded while the banner waits to show (or when Cookie settings asks for it). */
  consentBanner: island({
    ...lazy(() => import('./consent/consent-banner')),
    ready: 'on use',
  }),

  /** The banner's detailed view: readied while the visitor reads the summary. */
  consentDetails: island({
    ...lazy(() => import('./consent/consent-details')),
    ready: 'ahead',
  }),

  searchDialog: island({
    ...lazy(() => import('./search/search-dialog')),
    ready: 'ahead',
  }),

  /** The external-link confirmation and the settings reset; their text comes with their button. */
  confirmDialog: island({
    ...lazy(() => import('./ui/confirm-dialog')),
    ready: 'ahead',
  }),

  /**
   * The behaviour of controls the server renders working without it: the search buttons (links
   * to the search page until then) and "Copy as Markdown". Started once the page is idle, on any
   * connection, since it is the controls' behaviour and not a prefetch.
   */
  afterLoadControls: island({
    ...lazy(() => import('./layout/after-load-controls')),
    ready: 'on use',
  }),

  /** sonner, with the first toast. */
  toaster: island({
    ...lazy(() => import('./ui/toaster')),
    ready: 'on use',
  }),

  /** Google's tag, once the page is idle and the visitor allows analytics. */
  googleAnalytics: island({
    ...lazy(() => import('./analytics/google-analytics')),
    ready: 'on use',
  }),

  /** The Web Vitals of a sampled page view, once the page is idle. */
  webVitalsReporter: island({
    ...lazy(() => import('./analytics/web-vitals-reporter')),
    ready: 'on use',
  }),
} satisfies Record<IslandName, AnyIsland>;
