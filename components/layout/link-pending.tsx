'use client';

import { useLinkStatus } from 'next/link';
import { StaticIcon } from '@/components/ui/static-icon';

/**
 * The spinner a navigation link shows while its page loads. A route-level loading.tsx would
 * wrap every prerendered page in a Suspense fallback, so visitors without JavaScript would
 * see only the spinner; the link itself shows progress instead.
 */
export function LinkPending({ label }: { label: string }) {
  if (!useLinkStatus().pending) return null;
  return (
    <span role="status" className="ml-auto inline-flex">
      <StaticIcon icon="LoaderCircle" className="size-4 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
