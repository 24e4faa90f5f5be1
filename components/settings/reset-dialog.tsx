'use client';

import type { RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import type { ResetText } from './settings-reset';

/** Asks before resetting; loaded on first use of the reset button. */
export default function ResetDialog({
  open,
  onOpenChange,
  onConfirm,
  returnFocusTo,
  text,
  closeLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  text: ResetText;
  closeLabel: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={closeLabel} returnFocusTo={returnFocusTo}>
        <DialogTitle>{text.confirmTitle}</DialogTitle>
        <DialogDescription className="mt-2">{text.confirmDescription}</DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose className={buttonClasses({ variant: 'outline' })}>{text.cancel}</DialogClose>
          <button
            type="button"
            className={buttonClasses({ variant: 'primary' })}
            onClick={onConfirm}
          >
            {text.confirm}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
