'use client';

import { buttonClasses } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { notify } from '@/components/ui/toast';
import { SettingsAction } from './settings-group';
import { useSettings } from './settings-provider';

export type ResetText = {
  title: string;
  description: string;
  button: string;
  confirmTitle: string;
  confirmDescription: string;
  confirm: string;
  cancel: string;
  done: string;
};

/** Reset to the defaults, after a confirmation. */
export function SettingsReset({ text, closeLabel }: { text: ResetText; closeLabel: string }) {
  const { resetSettings } = useSettings();
  return (
    <SettingsAction title={text.title} description={text.description}>
      <ConfirmButton
        className={buttonClasses({ variant: 'outline' }, 'mt-3')}
        dialog={{
          title: text.confirmTitle,
          description: text.confirmDescription,
          cancel: text.cancel,
          confirm: text.confirm,
          closeLabel,
        }}
        onConfirm={() => {
          resetSettings();
          notify({ title: text.done, variant: 'success' });
        }}
      >
        {text.button}
      </ConfirmButton>
    </SettingsAction>
  );
}
