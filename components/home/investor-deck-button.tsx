import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { IslandsProvider } from '@/components/islands-provider';
import { LeadDialogLauncher } from './lead-dialog-launcher';

/** Opens the investor-deck request dialog (docs/specification.md §2). */
export async function InvestorDeckButton(props: {
  className?: string;
  alertClassName?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('investorDeck');
  return (
    <IslandsProvider islands={['investorDeckDialog']}>
      <LeadDialogLauncher
        dialog="investorDeck"
        success={t('success')}
        dismiss={t('dismiss')}
        {...props}
      />
    </IslandsProvider>
  );
}
