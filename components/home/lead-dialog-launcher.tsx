'use client';

import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { lazyIsland, type LazyIsland } from '@/components/ui/lazy-island';
import type { Island } from '@/lib/i18n/islands';
import { useIslandText } from '@/lib/i18n/use-island-text';
import { preloadWhenIdle, type PreloadPriority } from '@/lib/islands/preload-when-idle';

// Only needed after a dialog succeeded, by which time its chunk (which uses it too) is loaded.
const InlineAlert = lazyIsland(() =>
  import('@/components/ui/inline-alert').then((m) => ({ default: m.InlineAlert })),
);

/** What a lead dialog receives from the button that opens it. */
export type LeadDialogProps<Text> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the request went through; the dialog has reset and closed itself. */
  onSuccess: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  text: Text;
};

export type LeadDialogText = { success: string; dismiss: string };

/**
 * A button that opens a lead dialog whose code and text stay out of the page's first load and
 * are fetched once the page is idle (or on hover or focus, if sooner), then shows the success alert next to itself once the dialog has
 * closed.
 */
export function LeadDialogLauncher<Text extends LeadDialogText>({
  dialog: Dialog,
  island,
  preloadPriority = 2,
  className,
  alertClassName = '',
  children,
}: {
  dialog: LazyIsland<LeadDialogProps<Text>>;
  /** Whose text the dialog shows (app/api/texts). */
  island: Extract<Island, 'accessRequest' | 'investorDeck'>;
  /** When its code and text load ahead, among the page's islands (lib/islands). */
  preloadPriority?: PreloadPriority;
  className?: string;
  alertClassName?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  // Counts the clicks, so that a click after a failed load of the text tries again. The dialog
  // mounts, closed, once its code and text are in: ahead of use while the page is idle, or at
  // the first click.
  const [asked, setAsked] = useState(0);
  const [prepared, setPrepared] = useState(false);
  const { text, preload: preloadText } = useIslandText<Text>(island, asked + Number(prepared));
  const trigger = useRef<HTMLButtonElement>(null);
  const warm = () => {
    void Dialog.preload().catch(() => undefined);
    void preloadText();
  };
  // The dialog's code and text arrive once the page is idle, and the closed dialog is built
  // then (its panel prerendered), so the first click only shows it.
  useEffect(() => {
    let live = true;
    preloadWhenIdle(preloadPriority, () =>
      Promise.all([Dialog.preload(), preloadText()]).then(([, loaded]) => {
        if (live && loaded !== undefined) setPrepared(true);
      }),
    );
    return () => {
      live = false;
    };
  }, [preloadPriority, Dialog, preloadText]);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setSucceeded(false);
          setOpen(true);
          setAsked((count) => count + 1);
        }}
      >
        {children}
      </button>
      {text && (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          onSuccess={() => setSucceeded(true)}
          returnFocusTo={trigger}
          text={text}
        />
      )}
      {succeeded && text && (
        <InlineAlert
          tone="success"
          onDismiss={() => setSucceeded(false)}
          dismissLabel={text.dismiss}
          className={alertClassName}
        >
          {text.success}
        </InlineAlert>
      )}
    </>
  );
}
