'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { InvestorDeckText } from './investor-deck-dialog';
import { LeadDialogLauncher } from './lead-dialog-launcher';

const load = () => import('./investor-deck-dialog');
const InvestorDeckDialog = dynamic(load, { ssr: false });

/**
 * Opens the investor-deck request dialog, whose code loads on first use. Server pages get the
 * text from getInvestorDeckText() (components/home/lead-text.ts):
 *
 *   const text = await getInvestorDeckText();
 *   <InvestorDeckButton text={text} className={buttonClasses()}>{text.button}</InvestorDeckButton>
 */
export function InvestorDeckButton(props: {
  text: InvestorDeckText;
  className?: string;
  alertClassName?: string;
  children: ReactNode;
}) {
  return <LeadDialogLauncher dialog={InvestorDeckDialog} preload={load} {...props} />;
}
