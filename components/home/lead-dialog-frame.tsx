'use client';

import type { ReactNode, RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** What a lead dialog receives from the button that opens it. */
export type LeadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the request went through; the dialog has reset and closed itself. */
  onSuccess: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

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
}: Omit<LeadDialogProps, 'onSuccess'> & {
  onClose: () => void;
  text: { title: string; description: string };
  children: ReactNode;
}) {
  const tc = useTranslations('common');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
        onOpenChange(next);
      }}
      closeLabel={tc('close')}
      returnFocusTo={returnFocusTo}
      prerender
    >
      <DialogTitle>{text.title}</DialogTitle>
      <DialogDescription className="mt-2">{text.description}</DialogDescription>
      {children}
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
