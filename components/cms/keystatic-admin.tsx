'use client';

import { Keystatic } from '@keystatic/core/ui';
import { useMemo } from 'react';
import { cmsConfig, type CmsStorage } from '@/lib/cms/keystatic-config';

/**
 * The editor's whole interface. The server decides the storage (lib/cms/cms-setup.ts) and
 * passes it down, because the configuration holds functions and cannot cross as props itself.
 */
export function KeystaticAdmin({ storage, appSlug }: { storage: CmsStorage; appSlug?: string }) {
  const config = useMemo(() => cmsConfig(storage), [storage]);
  return (
    <Keystatic
      config={config}
      appSlug={{ envName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG', value: appSlug }}
    />
  );
}
