'use client';

import { useId, type FormEvent, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';

export type SubscribeText = {
  label: string;
  placeholder: string;
  submit: string;
  toastTitle: string;
  toastDescription: string;
};

/**
 * The subscribe box (docs/specification.md §4 and §5): a required email, checked by the
 * browser; no call is made. Submitting shows the success toast and clears the field. The icon comes
 * rendered from the server, which keeps its code out of the browser bundle.
 */
export function SubscribeForm({ text, icon }: { text: SubscribeText; icon?: ReactNode }) {
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    notify({ title: text.toastTitle, description: text.toastDescription, variant: 'success' });
    event.currentTarget.reset();
  }
  return (
    <form onSubmit={submit} className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        {text.label}
      </label>
      <div className="relative flex-1">
        {icon && (
          <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground">
            {icon}
          </span>
        )}
        <input
          id={id}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={text.placeholder}
          className={`${fieldClasses} ${icon ? 'pl-9' : ''}`}
        />
      </div>
      <button type="submit" className={buttonClasses()}>
        {text.submit}
      </button>
    </form>
  );
}
