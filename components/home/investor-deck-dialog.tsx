'use client';

import { useId, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/field';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import {
  INVESTOR_SUBMIT_DELAY_MS,
  isValidInvestorEmail,
  isValidInvestorWebsite,
} from '@/lib/home/investor-deck';
import type { LeadDialogProps, LeadDialogText } from './lead-dialog-launcher';

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
  close: string;
};

const empty = { email: '', website: '' };

/**
 * The investor-deck request (docs/specification.md §4 and §5): no call is made; after a simulated
 * second the dialog resets, closes and the success alert shows. Loaded on first use.
 */
export default function InvestorDeckDialog({
  open,
  onOpenChange,
  onSuccess,
  returnFocusTo,
  text,
}: LeadDialogProps<InvestorDeckText>) {
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState({ email: false, website: false });
  const [submitting, setSubmitting] = useState(false);
  const id = useId();
  const valid = {
    email: isValidInvestorEmail(values.email),
    website: isValidInvestorWebsite(values.website),
  };
  const errors = {
    email: touched.email && !valid.email ? text.invalidEmail : undefined,
    website: touched.website && !valid.website ? text.invalidWebsite : undefined,
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid.email || !valid.website || submitting) return;
    setSubmitting(true);
    await new Promise((resolve) => setTimeout(resolve, INVESTOR_SUBMIT_DELAY_MS));
    setSubmitting(false);
    setValues(empty);
    setTouched({ email: false, website: false });
    onOpenChange(false);
    onSuccess();
  }

  const field = (name: 'email' | 'website', type: 'email' | 'text', hint?: string) => {
    const hintId = `${id}-${name}-hint`;
    const errorId = `${id}-${name}-error`;
    const describedBy = [hint && hintId, errors[name] && errorId].filter(Boolean).join(' ');
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {text[name]}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          inputMode={name === 'website' ? 'url' : 'email'}
          autoComplete={name === 'website' ? 'url' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          required
          placeholder={name === 'email' ? text.emailPlaceholder : text.websitePlaceholder}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          onBlur={() => setTouched({ ...touched, [name]: true })}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`mt-1 ${fieldClasses}`}
        />
        {hint && (
          <p id={hintId} className="mt-1 text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {errors[name] && (
          <p id={errorId} className="mt-1 text-sm text-danger">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close} returnFocusTo={returnFocusTo}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription className="mt-2">{text.description}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 grid gap-4" aria-busy={submitting}>
          {field('email', 'email')}
          {field('website', 'text', text.websiteHint)}
          <div className="flex justify-end">
            <button
              type="submit"
              disabled={!valid.email || !valid.website || submitting}
              className={buttonClasses({}, 'w-full sm:w-auto')}
            >
              {submitting ? text.submitting : text.submit}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
