'use client';

import { useRef, useState, type ReactNode } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';

export type ExternalLinkDialogText = {
  heading: string;
  body: string;
  urlLabel: string;
  cancel: string;
  confirm: string;
  close: string;
};

// The dialog's code loads on first use, not with the page.
const ExternalLinkDialog = lazyIsland(() => import('./external-link-dialog'));

/** An external destination: asks before leaving the site (docs/specification.md §2). */
export function ExternalLinkButton({
  url,
  description,
  text,
  className,
  children,
}: {
  url: string;
  description: string;
  text: ExternalLinkDialogText;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        title={description}
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {loaded && (
        <ExternalLinkDialog
          open={open}
          onOpenChange={setOpen}
          url={url}
          description={description}
          text={text}
          returnFocusTo={trigger}
        />
      )}
    </>
  );
}
