'use client';

import { startTransition, useRef, useState, type ReactNode } from 'react';
import { islands } from '@/components/islands';
import { useIsland } from '@/lib/islands/use-island';
import type { ConfirmDialogContent } from './confirm-dialog';

/**
 * A button that asks before it acts: a click opens the confirmation (built while the page was
 * idle, or loaded then if the click came first), and `onConfirm` runs once the visitor
 * confirms. Focus returns to the button when it closes.
 */
export function ConfirmButton({
  dialog,
  onConfirm,
  className,
  title,
  children,
}: {
  dialog: ConfirmDialogContent;
  onConfirm: () => void;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { mounted, mount } = useIsland(islands.confirmDialog);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        title={title}
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          mount();
          // Opening is a transition (components/ui/dialog.tsx).
          startTransition(() => setOpen(true));
        }}
      >
        {children}
      </button>
      {mounted && (
        <islands.confirmDialog.Component
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={trigger}
          content={dialog}
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
