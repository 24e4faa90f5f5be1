'use client';

import type { ReactNode, RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** What a confirmation asks: its title, what it explains, and its two answers. */
export type ConfirmDialogContent = {
  title: string;
  description: string;
  /** More explanation below the description. */
  details?: ReactNode;
  cancel: string;
  confirm: ReactNode;
  closeLabel: string;
};

/** Asks before an action; loaded ahead of use by the button that opens it (ConfirmButton). */
export default function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  returnFocusTo,
  content,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  content: ConfirmDialogContent;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={content.closeLabel}
      returnFocusTo={returnFocusTo}
      prerender
    >
      <DialogTitle>{content.title}</DialogTitle>
      <DialogDescription className="mt-2">{content.description}</DialogDescription>
      {content.details}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose className={buttonClasses({ variant: 'outline' })}>
          {content.cancel}
        </DialogClose>
        <button type="button" className={buttonClasses()} onClick={onConfirm}>
          {content.confirm}
        </button>
      </div>
    </Dialog>
  );
}
