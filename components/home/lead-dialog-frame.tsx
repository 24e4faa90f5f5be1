'use client';

import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { LeadDialogProps } from './lead-dialog-launcher';

/**
 * The frame both lead dialogs share: the dialog, its title and description, and the close
 * button. `onClose` runs when the visitor closes it, so a form can clear its error message.
 */
export function LeadDialogFrame({
  open,
  onOpenChange,
  onClose,
  returnFocusTo,
  text,
  children,
}: LeadDialogProps<{ title: string; description: string; close: string }> & {
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={text.close} returnFocusTo={returnFocusTo} prerender>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription className="mt-2">{text.description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The dialogs' submit button, which names what it is doing while the lead is sent. */
export function LeadSubmitButton({
  ready,
  submitting,
  text,
  className = '',
}: {
  ready: boolean;
  submitting: boolean;
  text: { submit: string; submitting: string };
  className?: string;
}) {
  return (
    <div className={`flex justify-end ${className}`}>
      <button
        type="submit"
        disabled={!ready || submitting}
        className={buttonClasses({}, 'w-full sm:w-auto')}
      >
        {submitting ? text.submitting : text.submit}
      </button>
    </div>
  );
}
