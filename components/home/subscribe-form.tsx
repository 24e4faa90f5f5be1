'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
// Types only: the schema's code stays out of this island, loaded with the home page.
import type { SubscribeInput } from '@/lib/leads/subscribe-schema';
import { useLeadSender } from './use-lead-sender';

export type SubscribeText = {
  label: string;
  placeholder: string;
  submit: string;
  sending: string;
  invalidEmail: string;
  toastTitle: string;
  toastDescription: string;
  failureTitle: string;
  failureDescription: string;
};

/**
 * The subscribe box (docs/specification.md §4 and §5): a required email, checked by the
 * browser as the spec asks, then posted to /api/subscribe, which validates it with
 * lib/leads/subscribe-schema.ts. Success shows the toast and clears the field; a failure shows
 * an error toast and keeps it, to retry under the same Idempotency-Key. A single field needs no
 * form library, which keeps this island, loaded with the home page, small.
 */
export function SubscribeForm({ text, icon }: { text: SubscribeText; icon?: ReactNode }) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const { send } = useLeadSender({
    kind: 'subscribe',
    fields: ['email'] satisfies (keyof SubscribeInput)[],
    onSent: () => {
      notify({ title: text.toastTitle, description: text.toastDescription, variant: 'success' });
      setInvalid(false);
    },
    onFieldError: () => setInvalid(true),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setSending(true);
    const sent = await send({ email });
    setSending(false);
    if (sent === 'sent') form.reset();
    else if (sent === 'failed') {
      notify({ title: text.failureTitle, description: text.failureDescription, variant: 'error' });
    }
  }

  const errorId = `${id}-error`;
  return (
    <form
      onSubmit={submit}
      aria-busy={sending}
      className="flex w-full max-w-md flex-col gap-2 sm:flex-row"
    >
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
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={() => setInvalid(false)}
          className={`${fieldClasses} ${icon ? 'pl-9' : ''}`}
        />
        {invalid && (
          <p id={errorId} className="mt-1 text-sm text-danger">
            {text.invalidEmail}
          </p>
        )}
      </div>
      <button type="submit" disabled={sending} className={buttonClasses({}, 'sm:self-start')}>
        {sending ? text.sending : text.submit}
      </button>
    </form>
  );
}
