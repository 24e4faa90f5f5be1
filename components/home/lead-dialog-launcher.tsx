'use client';

import { startTransition, useRef, useState, type ReactNode } from 'react';
import { islands } from '@/components/islands';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useIsland } from '@/lib/islands/use-island';

const dialogs = {
  accessRequest: islands.accessRequestDialog,
  investorDeck: islands.investorDeckDialog,
};

/**
 * A button that opens a lead dialog, an island readied while the page is idle (or when the
 * pointer or focus reaches the button, if sooner), then shows the success alert next to itself
 * once the dialog has closed. Its text comes from the server: this button is in the page's
 * first load, the dialog is not.
 */
export function LeadDialogLauncher({
  dialog,
  success,
  dismiss,
  className,
  alertClassName = '',
  children,
}: {
  dialog: keyof typeof dialogs;
  success: string;
  dismiss: string;
  className?: string;
  alertClassName?: string;
  children: ReactNode;
}) {
  const island = dialogs[dialog];
  const [open, setOpen] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { mounted, mount } = useIsland(island);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={mount}
        onFocus={mount}
        onClick={() => {
          mount();
          setSucceeded(false);
          // Opening is a transition (components/ui/dialog.tsx).
          startTransition(() => setOpen(true));
        }}
      >
        {children}
      </button>
      {mounted && (
        <island.Component
          open={open}
          onOpenChange={setOpen}
          onSuccess={() => setSucceeded(true)}
          returnFocusTo={trigger}
        />
      )}
      {succeeded && (
        <InlineAlert
          tone="success"
          onDismiss={() => setSucceeded(false)}
          dismissLabel={dismiss}
          className={alertClassName}
        >
          {success}
        </InlineAlert>
      )}
    </>
  );
}
