'use client';

import * as RadixSwitch from '@radix-ui/react-switch';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * The site's one on/off switch (role="switch"). Label it with a <label htmlFor> on its id.
 * The track is dark enough against the page in both states (3:1 for non-text contrast).
 */
export function Switch({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={`relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-muted-foreground transition-colors data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
      {...props}
    >
      <RadixSwitch.Thumb className="pointer-events-none block size-5 translate-x-0.5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </RadixSwitch.Root>
  );
}
