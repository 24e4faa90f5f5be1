'use client';

import type { ReactNode } from 'react';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { StaticIcon } from '@/components/ui/static-icon';

export type ExternalLinkDialogText = {
  heading: string;
  body: string;
  urlLabel: string;
  cancel: string;
  confirm: string;
  close: string;
};

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
  return (
    <ConfirmButton
      title={description}
      className={className}
      onConfirm={() => window.open(url, '_blank', 'noopener,noreferrer')}
      dialog={{
        title: text.heading,
        description,
        details: (
          <>
            <p className="mt-2 text-sm text-muted-foreground">{text.body}</p>
            <p className="mt-4 text-sm">
              <span className="font-medium">{text.urlLabel}: </span>
              <span className="break-all font-mono">{url}</span>
            </p>
          </>
        ),
        cancel: text.cancel,
        confirm: (
          <>
            <StaticIcon icon="ExternalLink" className="size-4" />
            {text.confirm}
          </>
        ),
        closeLabel: text.close,
      }}
    >
      {children}
    </ConfirmButton>
  );
}
