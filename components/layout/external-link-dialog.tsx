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
import { StaticIcon } from '@/components/ui/static-icon';
import type { ExternalLinkDialogText } from './external-link-button';

export default function ExternalLinkDialog({
  open,
  onOpenChange,
  url,
  description,
  text,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  description: string;
  text: ExternalLinkDialogText;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close} returnFocusTo={returnFocusTo}>
        <DialogTitle>{text.heading}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        <p className="mt-2 text-sm text-muted-foreground">{text.body}</p>
        <p className="mt-4 text-sm">
          <span className="font-medium">{text.urlLabel}: </span>
          <span className="break-all font-mono">{url}</span>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose className={buttonClasses({ variant: 'outline' })}>{text.cancel}</DialogClose>
          <button
            type="button"
            className={buttonClasses()}
            onClick={() => {
              window.open(url, '_blank', 'noopener,noreferrer');
              onOpenChange(false);
            }}
          >
            <StaticIcon icon="ExternalLink" className="size-4" />
            {text.confirm}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
