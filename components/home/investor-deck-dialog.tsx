'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useWatch, type FieldError } from 'react-hook-form';
import { fieldClasses } from '@/components/ui/field';
import { InlineAlert } from '@/components/ui/inline-alert';
import {
  emptyInvestorDeck,
  INVESTOR_SUBMIT_DELAY_MS,
  investorDeckFields,
  type InvestorDeckField,
} from '@/lib/leads/investor-deck-fields';
import type { LeadFieldErrorCode } from '@/lib/leads/email-field';
import { investorDeckSchema } from '@/lib/leads/investor-deck-schema';
import { LeadDialogFrame, LeadSubmitButton, type LeadDialogProps } from './lead-dialog-frame';
import { useLeadDialogForm } from './use-lead-dialog-form';

type Field = InvestorDeckField;

/**
 * The investor-deck request (docs/specification.md §4 and §5): posted to /api/investor-deck.
 * The submitting state lasts at least the spec's second, then the dialog resets, closes and the
 * success alert shows; a failure keeps the values and shows the error alert. An island.
 */
export default function InvestorDeckDialog(props: LeadDialogProps) {
  const t = useTranslations('investorDeck');
  const { form, schema, failed, setFailed, submit } = useLeadDialogForm({
    schema: investorDeckSchema,
    defaultValues: emptyInvestorDeck,
    kind: 'investor-deck',
    fields: investorDeckFields,
    minDurationMs: INVESTOR_SUBMIT_DELAY_MS,
    dialog: props,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  // As the spec asks, the button waits for a valid email and website.
  const values = useWatch({ control });
  const valid = schema.safeParse(values).success;
  const id = useId();

  const message = (field: Field, error: FieldError | undefined) =>
    error &&
    (error.message === ('controlCharacters' satisfies LeadFieldErrorCode)
      ? t('controlCharacters')
      : field === 'workEmail'
        ? t('invalidEmail')
        : t('invalidWebsite'));

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
    <LeadDialogFrame
      {...props}
      text={{ title: t('title'), description: t('description') }}
      onClose={() => setFailed(false)}
    >
      <form noValidate onSubmit={submit} className="mt-5 grid gap-4" aria-busy={isSubmitting}>
        {field('workEmail', t('email'), t('emailPlaceholder'))}
        {field('investorWebsite', t('website'), t('websitePlaceholder'), t('websiteHint'))}
        {failed && <InlineAlert tone="error">{t('failure')}</InlineAlert>}
        <LeadSubmitButton
          ready={valid}
          submitting={isSubmitting}
          text={{ submit: t('submit'), submitting: t('submitting') }}
        />
      </form>
    </LeadDialogFrame>
  );
}
