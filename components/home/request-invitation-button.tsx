'use client';

import type { ReactNode } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { LeadDialogLauncher } from './lead-dialog-launcher';

// The form, its schema and react-hook-form load on first use, not with the page.
const AccessRequestDialog = lazyIsland(() => import('./access-request-dialog'));

/** 'Request an Invitation': opens the access-request dialog (docs/specification.md §2). */
export function RequestInvitationButton(props: {
  className?: string;
  alertClassName?: string;
  children: ReactNode;
}) {
  return (
    <LeadDialogLauncher
      dialog={AccessRequestDialog}
      island="accessRequest"
      preloadPriority={0}
      {...props}
    />
  );
}
