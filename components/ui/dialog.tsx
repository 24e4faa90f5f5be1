'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode, RefObject } from 'react';
import { StaticIcon } from '@/components/ui/static-icon';

/** The site's one dialog primitive: centred dialogs and side sheets share it. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

type Side = 'center' | 'left' | 'right';

const panel: Record<Side, string> = {
  center:
    'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-background p-6 shadow-xl max-h-[90vh] overflow-y-auto',
  left: 'fixed inset-y-0 left-0 z-50 flex h-full w-[var(--sidebar-width-mobile)] max-w-[85vw] flex-col border-r bg-sidebar text-sidebar-foreground shadow-xl',
  right:
    'fixed inset-y-0 right-0 z-50 flex h-full w-[var(--sidebar-width-mobile)] max-w-[85vw] flex-col border-l bg-background shadow-xl',
};

type DialogContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content> & {
  side?: Side;
  closeLabel: string;
  /** The control that opened the dialog when it is not a DialogTrigger: focus returns there. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

export function DialogContent({
  side = 'center',
  closeLabel,
  className = '',
  returnFocusTo,
  children,
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-[var(--overlay)]" />
      <RadixDialog.Content
        className={`${panel[side]} ${className}`}
        onCloseAutoFocus={
          returnFocusTo
            ? (event) => {
                event.preventDefault();
                returnFocusTo.current?.focus();
              }
            : undefined
        }
        {...props}
      >
        {children}
        <RadixDialog.Close
          className="absolute right-2 top-2 z-20 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={closeLabel}
        >
          <StaticIcon icon="X" className="size-5" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={`pr-10 text-lg font-semibold ${className}`} {...props} />;
}

export function DialogDescription({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof RadixDialog.Description>) {
  return (
    <RadixDialog.Description className={`text-sm text-muted-foreground ${className}`} {...props} />
  );
}
