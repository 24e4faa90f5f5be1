'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/field';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import {
  emptyInvestorDeck,
  INVESTOR_SUBMIT_DELAY_MS,
  investorDeckFields,
  investorDeckSchema,
  type InvestorDeckInput,
  type InvestorDeckRequest,
} from '@/lib/leads/investor-deck-schema';
import type { LeadDialogProps, LeadDialogText } from './lead-dialog-launcher';
import { useLeadSender } from './use-lead-sender';

export type InvestorDeckText = LeadDialogText & {
  button: string;
  title: string;
  description: string;
  email: string;
  emailPlaceholder: string;
  website: string;
  websitePlaceholder: string;
  websiteHint: string;
  invalidEmail: string;
  invalidWebsite: string;
  submit: string;
  submitting: string;
  failure: string;
  close: string;
};

type Field = keyof InvestorDeckInput;

/**
 * The investor-deck request (docs/specification.md §4 and §5): posted to /api/investor-deck.
 * The submitting state lasts at least the spec's second, then the dialog resets, closes and the
 * success alert shows; a failure keeps the values and shows the error alert. Loaded on first
 * use.
 */
export default function InvestorDeckDialog({
  open,
  onOpenChange,
  onSuccess,
  returnFocusTo,
  text,
}: LeadDialogProps<InvestorDeckText>) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvestorDeckInput, unknown, InvestorDeckRequest>({
    resolver: zodResolver(investorDeckSchema),
    defaultValues: emptyInvestorDeck,
    mode: 'onTouched',
  });
  const { failed, setFailed, send } = useLeadSender({
    endpoint: '/api/investor-deck',
    fields: investorDeckFields,
    minDurationMs: INVESTOR_SUBMIT_DELAY_MS,
    onSent: () => {
      reset();
      onOpenChange(false);
      onSuccess();
    },
    onFieldError: (field, code) => setError(field, { type: 'server', message: code }),
  });
  // As the spec asks, the button waits for a valid email and website.
  const valid = investorDeckSchema.safeParse(useWatch({ control })).success;
  const id = useId();
  const submit = handleSubmit(async (request) => {
    await send(request);
  });

  const message = (field: Field, error: FieldError | undefined) =>
    error && (field === 'workEmail' ? text.invalidEmail : text.invalidWebsite);

  function field(name: Field, label: string, placeholder: string, hint?: string) {
    const error = message(name, errors[name]);
    const hintId = `${id}-${name}-hint`;
    const errorId = `${id}-${name}-error`;
    const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
    const website = name === 'investorWebsite';
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type={website ? 'text' : 'email'}
          inputMode={website ? 'url' : 'email'}
          autoComplete={website ? 'url' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          aria-required
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`mt-1 ${fieldClasses}`}
          {...register(name, { onChange: () => setFailed(false) })}
        />
        {hint && (
          <p id={hintId} className="mt-1 text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setFailed(false);
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={text.close} returnFocusTo={returnFocusTo}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription className="mt-2">{text.description}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 grid gap-4" aria-busy={isSubmitting}>
          {field('workEmail', text.email, text.emailPlaceholder)}
          {field('investorWebsite', text.website, text.websitePlaceholder, text.websiteHint)}
          {failed && <InlineAlert tone="error">{text.failure}</InlineAlert>}
          <div className="flex justify-end">
            <button
              type="submit"
              disabled={!valid || isSubmitting}
              className={buttonClasses({}, 'w-full sm:w-auto')}
            >
              {isSubmitting ? text.submitting : text.submit}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
