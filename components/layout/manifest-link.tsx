'use client';

import { usePageHydrated } from '@/lib/browser/use-hydrated';

/**
 * Links the web app manifest once the page has hydrated. Chrome fetches a linked manifest, and
 * then its icon, while the page is still loading; nothing on screen needs them, so they wait.
 * React places the link in the document head.
 */
export function ManifestLink({ href }: { href: string }) {
  return usePageHydrated() ? <link rel="manifest" href={href} /> : null;
}
