'use client';

import Script from 'next/script';
import { googleTagUrl } from '@/lib/analytics/google-tag';

/** Google's tag itself, in its own chunk: a visitor who has not allowed analytics never loads it. */
export default function GoogleTag({ measurementId }: { measurementId: string }) {
  return <Script src={googleTagUrl(measurementId)} strategy="lazyOnload" />;
}
