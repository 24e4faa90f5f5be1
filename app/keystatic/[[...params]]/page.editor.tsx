import { notFound } from 'next/navigation';
import { KeystaticAdmin } from '@/components/cms/keystatic-admin';
import { cmsSetup } from '@/lib/cms/cms-setup';
import { getEnv } from '@/lib/env';

// Decided per request from the server's environment, never at build time.
export const dynamic = 'force-dynamic';

export default function KeystaticPage() {
  const setup = cmsSetup(getEnv());
  if (!setup) notFound();
  return <KeystaticAdmin storage={setup.storage} appSlug={setup.github?.appSlug} />;
}
