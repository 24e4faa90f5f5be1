'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { LeadDialogLauncher } from './lead-dialog-launcher';

const load = () => import('./investor-deck-dialog');
const InvestorDeckDialog = dynamic(load, { ssr: false });

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
