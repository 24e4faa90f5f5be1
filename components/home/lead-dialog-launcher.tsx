'use client';

import dynamic from 'next/dynamic';
import { useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';

// Only needed after a dialog succeeded, by which time its chunk (which uses it too) is loaded.
const InlineAlert = dynamic(() =>
  import('@/components/ui/inline-alert').then((m) => m.InlineAlert),
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
 * A button that opens a lead dialog whose code loads on first use (and is fetched ahead on
 * hover or focus), then shows the success alert next to itself once the dialog has closed.
 */
export function LeadDialogLauncher<Text extends LeadDialogText>({
  dialog: Dialog,
  preload,
  text,
  className,
  alertClassName = '',
  children,
}: {
  dialog: ComponentType<LeadDialogProps<Text>>;
  preload: () => Promise<unknown>;
  text: Text;
  className?: string;
  alertClassName?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const warm = () => void preload().catch(() => undefined);
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
          setLoaded(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {loaded && (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          onSuccess={() => setSucceeded(true)}
          returnFocusTo={trigger}
          text={text}
        />
      )}
      {succeeded && (
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
