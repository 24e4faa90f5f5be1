import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { IslandsProvider } from '@/components/islands-provider';
import { LeadDialogLauncher } from './lead-dialog-launcher';

/** 'Request an Invitation': opens the access-request dialog (docs/specification.md §2). */
export async function RequestInvitationButton(props: {
  className?: string;
  alertClassName?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('accessRequest');
  return (
    <IslandsProvider islands={['accessRequestDialog']}>
      <LeadDialogLauncher
        dialog="accessRequest"
        success={t('success')}
        dismiss={t('dismiss')}
        {...props}
      />
    </IslandsProvider>
  );
}
