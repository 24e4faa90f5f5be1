'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import {
  Activity,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { StaticIcon } from '@/components/ui/static-icon';
import { afterNextPaint } from '@/lib/browser/after-next-paint';
import { useHydrated } from '@/lib/browser/use-hydrated';

/*
 * The site's one dialog primitive, Radix's: centred dialogs and side sheets share it. Radix
 * keeps focus inside, returns it, closes on Escape and on a click beside the panel, holds the
 * page behind still and hides it from assistive technology.
 *
 * Openers set their state in a transition (`startTransition(() => setOpen(true))`), so that a
 * click's handler returns at once; closing stays immediate.
 *
 * Two of Radix's effects restyle the whole page: the scroll lock (a style sheet and a custom
 * property on <body>, from the Overlay) and the page's pointer events turned off (a style on
 * <body>, from the Content while open). Together 15-20 ms on a slow phone, and they came before
 * the frame that shows the dialog, since the focus moving in forces style and layout. So the
 * dialog shows first, over a plain backdrop, with the focus in it, Escape and a click beside it
 * working and the page hidden from assistive technology; once that frame is painted, Radix's
 * Root is told it is open and its Overlay (the same backdrop, with the lock) takes the plain
 * one's place. Until then Radix's Root believes itself closed and would drop a request to
 * close, so Escape and a click beside the panel close the dialog through `onOpenChange` here.
 */

export const DialogClose = RadixDialog.Close;

type Side = 'center' | 'left' | 'right';

const panel: Record<Side, string> = {
  center:
    'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-background text-foreground p-6 lift-xl max-h-[90vh] overflow-y-auto',
  left: 'fixed inset-y-0 left-0 z-50 flex h-full w-[var(--sidebar-width-mobile)] max-w-[85vw] flex-col border-r bg-sidebar text-sidebar-foreground lift-xl',
  right:
    'fixed inset-y-0 right-0 z-50 flex h-full w-[var(--sidebar-width-mobile)] max-w-[85vw] flex-col border-l bg-background text-foreground lift-xl',
};

const backdrop = 'fixed inset-0 z-50 bg-[var(--overlay)]';

/** True from the first frame painted after `open` turned true, until it turns false. */
function useAfterPaint(open: boolean): boolean {
  const [painted, setPainted] = useState(false);
  if (!open && painted) setPainted(false);
  useEffect(() => {
    if (!open) return;
    let current = true;
    afterNextPaint(() => {
      if (current) setPainted(true);
    });
    return () => {
      current = false;
    };
  }, [open]);
  return open && painted;
}

type DialogProps = Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'forceMount' | 'onCloseAutoFocus' | 'onEscapeKeyDown' | 'onPointerDownOutside'
> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: Side;
  closeLabel: string;
  /** The control that opened the dialog, when it is not the one focused before: focus returns there. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** False when the dialog has no DialogDescription. */
  described?: boolean;
  /**
   * Build the panel while closed, hidden (React's Activity), once the browser is free: the first
   * opening then only shows it. For dialogs whose first tap must answer at once; what is typed
   * stays while closed. Hidden, Radix's effects (focus trap, scroll lock) wait for the opening.
   */
  prerender?: boolean;
  children: ReactNode;
};

/** A modal dialog: its panel over a dimmed page, with a close button in its corner. */
export function Dialog({
  open,
  onOpenChange,
  side = 'center',
  closeLabel,
  className = '',
  returnFocusTo,
  described = true,
  prerender = false,
  onOpenAutoFocus,
  children,
  ...props
}: DialogProps) {
  const hydrated = useHydrated();
  // Radix returns focus to a Dialog.Trigger; the site's openers live outside the dialog's
  // code, so focus goes back to the given control or to what had it when the dialog opened.
  const focusedBefore = useRef<Element | null>(null);
  const settled = useAfterPaint(open);
  const closeBeforeSettled = () => {
    if (!settled) onOpenChange(false);
  };
  if (!hydrated || (!open && !prerender)) return null;
  return (
    <RadixDialog.Root open={settled} onOpenChange={onOpenChange}>
      {createPortal(
        <Activity mode={open ? 'visible' : 'hidden'}>
          {settled ? (
            <RadixDialog.Overlay forceMount className={backdrop} />
          ) : (
            <div className={backdrop} />
          )}
          <RadixDialog.Content
            forceMount
            {...props}
            {...(described ? {} : { 'aria-describedby': undefined })}
            className={`${panel[side]} ${className}`}
            onEscapeKeyDown={closeBeforeSettled}
            onPointerDownOutside={closeBeforeSettled}
            onOpenAutoFocus={(event) => {
              focusedBefore.current = document.activeElement;
              onOpenAutoFocus?.(event);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const target = returnFocusTo?.current ?? focusedBefore.current;
              if (target instanceof HTMLElement) target.focus();
            }}
          >
            {children}
            <RadixDialog.Close
              className="absolute right-2 top-2 z-20 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
              aria-label={closeLabel}
            >
              <StaticIcon icon="X" className="size-5" />
            </RadixDialog.Close>
          </RadixDialog.Content>
        </Activity>,
        document.body,
      )}
    </RadixDialog.Root>
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
