'use client';

import type { ReactNode } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { LeadDialogLauncher } from './lead-dialog-launcher';

const load = () => import('./investor-deck-dialog');
const InvestorDeckDialog = lazyIsland(load);

/** Opens the investor-deck request dialog, whose code and text load on first use. */
export function InvestorDeckButton(props: {
  className?: string;
  alertClassName?: string;
  children: ReactNode;
}) {
  return (
    <LeadDialogLauncher
      dialog={InvestorDeckDialog}
      preload={load}
      island="investorDeck"
      {...props}
    />
  );
}
