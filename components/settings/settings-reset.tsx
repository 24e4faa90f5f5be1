'use client';

import { useId, useRef, useState } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { buttonClasses } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
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

// The dialog's code loads on first use.
const ResetDialog = lazyIsland(() => import('./reset-dialog'));

/** Reset to the defaults, after a confirmation. */
export function SettingsReset({ text, closeLabel }: { text: ResetText; closeLabel: string }) {
  const { resetSettings } = useSettings();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="py-4 first:pt-0 last:pb-0">
      <h3 id={`${id}-title`} className="font-medium">
        {text.title}
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{text.description}</p>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className={buttonClasses({ variant: 'outline' }, 'mt-3')}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {text.button}
      </button>
      {loaded && (
        <ResetDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={button}
          text={text}
          closeLabel={closeLabel}
          onConfirm={() => {
            resetSettings();
            setOpen(false);
            notify({ title: text.done, variant: 'success' });
          }}
        />
      )}
    </div>
  );
}
