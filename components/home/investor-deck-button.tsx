'use client';

import type { ReactNode } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { LeadDialogLauncher } from './lead-dialog-launcher';

const InvestorDeckDialog = lazyIsland(() => import('./investor-deck-dialog'));

/** Opens the investor-deck request dialog, whose code and text load on first use. */
export function InvestorDeckButton(props: {
  className?: string;
  alertClassName?: string;
  children: ReactNode;
}) {
  return <LeadDialogLauncher dialog={InvestorDeckDialog} island="investorDeck" {...props} />;
}
