'use client';

import {
  Activity,
  createContext,
  use,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { StaticIcon } from '@/components/ui/static-icon';
import { useHydrated } from '@/lib/use-hydrated';

/*
 * The site's one dialog primitive: centred dialogs and side sheets share it. It is the
 * browser's own modal <dialog> (top layer, the rest of the page inert, Escape), with what the
 * browser leaves to the page: Tab kept inside, a click on the backdrop closing it, the page
 * behind not scrolling (globals.css) and focus returning to the control that opened it.
 */

type DialogState = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  titleId: string;
  descriptionId: string;
};

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = use(DialogContext);
  if (!state) throw new Error('Dialog parts must be inside <Dialog>');
  return state;
}

export function Dialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogContext value={{ open, onOpenChange, titleId, descriptionId }}>{children}</DialogContext>
  );
}

/** A button that closes the dialog it is in. */
export function DialogClose({
  type = 'button',
  onClick,
  ...props
}: ComponentPropsWithoutRef<'button'>) {
  const { onOpenChange } = useDialog();
  return (
    <button
      type={type}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onOpenChange(false);
      }}
      {...props}
    />
  );
}

type Side = 'center' | 'left' | 'right';

// Each sets its own colours, size and box over the browser's dialog defaults.
const panel: Record<Side, string> = {
  center:
    'fixed left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-background text-foreground p-6 shadow-xl max-h-[90vh] overflow-y-auto',
  left: 'fixed inset-y-0 left-0 flex h-full max-h-none w-[var(--sidebar-width-mobile)] max-w-[85vw] flex-col border-r bg-sidebar text-sidebar-foreground shadow-xl',
  right:
    'fixed inset-y-0 right-0 left-auto flex h-full max-h-none w-[var(--sidebar-width-mobile)] max-w-[85vw] flex-col border-l bg-background text-foreground shadow-xl',
};

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (control) => control.checkVisibility(),
  );
  if (!controls.length) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  const wrapTo = event.shiftKey
    ? active === first || active === event.currentTarget
      ? last
      : null
    : active === last
      ? first
      : null;
  if (wrapTo) {
    event.preventDefault();
    wrapTo.focus();
  }
}

type DialogContentProps = Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'onClose' | 'onCancel'
> & {
  side?: Side;
  closeLabel: string;
  /** The control that opened the dialog, when it is not the one focused before: focus returns there. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** False when the dialog has no DialogDescription. */
  described?: boolean;
  /**
   * Build the panel while closed, hidden, once the browser is free: the first opening then only
   * shows it. For dialogs whose first tap must answer at once; what is typed stays while closed.
   */
  prerender?: boolean;
  children: ReactNode;
};

/** The dialog's panel, shown while the Dialog is open, with a close button in its corner. */
export function DialogContent({
  side = 'center',
  closeLabel,
  className = '',
  returnFocusTo,
  described = true,
  prerender = false,
  children,
  ...props
}: DialogContentProps) {
  const { open, onOpenChange, titleId, descriptionId } = useDialog();
  const hydrated = useHydrated();
  if (!open && !(prerender && hydrated)) return null;
  // Hidden, the panel's effects (showModal among them) wait: opening runs them.
  return (
    <Activity mode={open ? 'visible' : 'hidden'}>
      {createPortal(
        <ModalDialog
          {...props}
          className={`m-0 backdrop:bg-[var(--overlay,rgb(0_0_0/0.5))] ${panel[side]} ${className}`}
          aria-labelledby={titleId}
          aria-describedby={described ? descriptionId : undefined}
          onClose={() => onOpenChange(false)}
          returnFocusTo={returnFocusTo}
        >
          {children}
          <DialogClose
            className="absolute right-2 top-2 z-20 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label={closeLabel}
          >
            <StaticIcon icon="X" className="size-5" />
          </DialogClose>
        </ModalDialog>,
        document.body,
      )}
    </Activity>
  );
}

/** Read as the dialog closes: the control that opened it may have re-rendered since. */
function returnFocus(to: RefObject<HTMLElement | null> | undefined, before: HTMLElement | null) {
  (to?.current ?? before)?.focus();
}

/** A <dialog> shown modally for as long as it is mounted. */
function ModalDialog({
  onClose,
  returnFocusTo,
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<'dialog'>, 'onClose'> & {
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement as HTMLElement | null;
    dialog.showModal();
    return () => {
      dialog.close();
      returnFocus(returnFocusTo, before);
    };
  }, [returnFocusTo]);

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  }

  return (
    <dialog
      ref={ref}
      {...props}
      onCancel={(event) => {
        // The page closes it, so that the state that opened it stays the one truth.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // Closed by the browser (not by unmounting, which also closes it): tell the state.
        if (!ref.current?.open) onClose();
      }}
      onClick={closeOnBackdrop}
      onKeyDown={(event) => {
        // Escape closes it from any control, a search field holding text included (which the
        // browser also clears, so the search opens empty next time).
        if (event.key === 'Escape' && !event.defaultPrevented) onClose();
        else keepTabInside(event);
      }}
    >
      {children}
    </dialog>
  );
}

export function DialogTitle({ className = '', ...props }: ComponentPropsWithoutRef<'h2'>) {
  const { titleId } = useDialog();
  return <h2 id={titleId} className={`pr-10 text-lg font-semibold ${className}`} {...props} />;
}

export function DialogDescription({ className = '', ...props }: ComponentPropsWithoutRef<'p'>) {
  const { descriptionId } = useDialog();
  return (
    <p id={descriptionId} className={`text-sm text-muted-foreground ${className}`} {...props} />
  );
}
