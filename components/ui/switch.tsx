'use client';

import type { ComponentPropsWithoutRef } from 'react';

type SwitchProps = Omit<
  ComponentPropsWithoutRef<'button'>,
  'onChange' | 'onClick' | 'type' | 'role'
> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * The site's one on/off switch: a native button with role="switch", so Space and Enter toggle
 * it and it needs no script of its own to hydrate. Label it with a <label htmlFor> on its id.
 * The track is dark enough against the page in both states (3:1 for non-text contrast).
 */
export function Switch({ checked, onCheckedChange, className = '', ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      onClick={() => onCheckedChange?.(!checked)}
      className={`relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-muted-foreground transition-colors data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-5 translate-x-0.5 rounded-full bg-background lift-sm transition-transform data-[state=checked]:translate-x-[1.375rem]"
      />
    </button>
  );
}
