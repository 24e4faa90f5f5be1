'use client';

import { useRef, useState, type ReactNode } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { useReadyWhenIdle } from '@/lib/islands/use-ready-when-idle';
import type { ConfirmDialogContent } from './confirm-dialog';

// The dialog's code stays out of the page's first load and arrives once the page is idle.
const ConfirmDialog = lazyIsland(() => import('./confirm-dialog'));

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
  const [clicked, setClicked] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The closed dialog is built once its code is in, so the first click only shows it.
  const loaded = useReadyWhenIdle(2, ConfirmDialog.preload) || clicked;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        title={title}
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setClicked(true);
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
