'use client';

import { useRef, useState, type ReactNode } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import type { ConfirmDialogContent } from './confirm-dialog';

// The dialog's code loads on first use, not with the page.
const ConfirmDialog = lazyIsland(() => import('./confirm-dialog'));

/**
 * A button that asks before it acts: the first click loads and opens the confirmation, and
 * `onConfirm` runs once the visitor confirms. Focus returns to the button when it closes.
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
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        title={title}
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {loaded && (
        <ConfirmDialog
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
