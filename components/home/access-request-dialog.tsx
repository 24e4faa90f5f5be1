'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { useWatch, type FieldError, type UseFormRegister } from 'react-hook-form';
import { fieldClasses } from '@/components/ui/field';
import { InlineAlert } from '@/components/ui/inline-alert';
import {
  accessRequestFields,
  accessRequestLimits,
  companySizes,
  emptyAccessRequest,
  requiredAccessRequestFields,
  type AccessRequestErrorCode,
  type AccessRequestField,
} from '@/lib/leads/access-request-fields';
import { accessRequestSchema, type AccessRequestInput } from '@/lib/leads/access-request-schema';
import { LeadDialogFrame, LeadSubmitButton, type LeadDialogProps } from './lead-dialog-frame';
import { useLeadDialogForm } from './use-lead-dialog-form';

type ControlProps = ReturnType<UseFormRegister<AccessRequestInput>> & {
  id: string;
  className: string;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

const isRequired = (field: AccessRequestField) =>
  (requiredAccessRequestFields as readonly string[]).includes(field);

const errorCodes: readonly string[] = [
  'required',
  'invalid',
  'invalidEmail',
  'invalidPhone',
  'tooLong',
  'controlCharacters',
] satisfies AccessRequestErrorCode[];

/** The access-request dialog (docs/specification.md §3, §4, §5 and §8), an island. */
export default function AccessRequestDialog(props: LeadDialogProps) {
  const t = useTranslations('accessRequest');
  // One key per lead: made when the dialog first opens, kept through failures and closing.
  const { form, failed, setFailed, submit } = useLeadDialogForm({
    schema: accessRequestSchema,
    defaultValues: emptyAccessRequest,
    kind: 'access-request',
    fields: accessRequestFields,
    dialog: props,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;

  const required = useWatch({ control, name: requiredAccessRequestFields });
  const complete = required.every((value) => typeof value === 'string' && value.trim() !== '');
  const id = useId();

  // Leaving a field empty on the way through the form is not an error yet: 'required' shows
  // after a submit; a malformed value shows as soon as the field is left.
  const message = (error: FieldError | undefined) =>
    error &&
    (isSubmitted || error.message !== 'required') &&
    t(
      `errors.${errorCodes.includes(error.message ?? '') ? (error.message as AccessRequestErrorCode) : 'invalid'}`,
    );

  /** A labelled control with its error; `render` draws the input, select or textarea. */
  function field(
    name: AccessRequestField,
    render: (props: ControlProps) => ReactNode,
    wide = false,
  ) {
    const error = message(errors[name]);
    const errorId = `${id}-${name}-error`;
    return (
      <div className={wide ? 'sm:col-span-2' : undefined}>
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {t(`fields.${name}.label`)}
          {isRequired(name) && (
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          )}
        </label>
        {render({
          id: `${id}-${name}`,
          className: `mt-1 ${fieldClasses}`,
          'aria-required': isRequired(name) || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          ...register(name, { onChange: () => setFailed(false) }),
        })}
        {error && (
          <p id={errorId} className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    );
  }

  const textProps = (name: AccessRequestField) => ({
    placeholder: t(`fields.${name}.placeholder`),
    maxLength: accessRequestLimits[name],
  });

  return (
    <LeadDialogFrame
      {...props}
      text={{ title: t('title'), description: t('description') }}
      onClose={() => setFailed(false)}
    >
      <form noValidate onSubmit={submit} className="mt-5" aria-busy={isSubmitting}>
        <p className="mb-4 text-xs text-muted-foreground">{t('requiredNote')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('fullName', (props) => (
            <input type="text" autoComplete="name" {...textProps('fullName')} {...props} />
          ))}
          {field('workEmail', (props) => (
            <input type="email" autoComplete="email" {...textProps('workEmail')} {...props} />
          ))}
          {field('phoneNumber', (props) => (
            <input type="tel" autoComplete="tel" {...textProps('phoneNumber')} {...props} />
          ))}
          {field('companyName', (props) => (
            <input
              type="text"
              autoComplete="organization"
              {...textProps('companyName')}
              {...props}
            />
          ))}
          {field('jobTitle', (props) => (
            <input
              type="text"
              autoComplete="organization-title"
              {...textProps('jobTitle')}
              {...props}
            />
          ))}
          {field('companySize', (props) => (
            <select {...props}>
              <option value="">{t('fields.companySize.placeholder')}</option>
              {companySizes.map((size) => (
                <option key={size} value={size}>
                  {t(`companySizes.${size}`)}
                </option>
              ))}
            </select>
          ))}
          {field(
            'useCase',
            (props) => (
              <textarea rows={2} {...textProps('useCase')} {...props} />
            ),
            true,
          )}
          {field(
            'additionalInfo',
            (props) => (
              <textarea rows={3} {...textProps('additionalInfo')} {...props} />
            ),
            true,
          )}
        </div>
        {failed && (
          <InlineAlert tone="error" className="mt-4">
            {t('failure')}
          </InlineAlert>
        )}
        <p className="mt-4 text-xs text-muted-foreground">{t('privacy')}</p>
        <LeadSubmitButton
          ready={complete}
          submitting={isSubmitting}
          text={{ submit: t('submit'), submitting: t('submitting') }}
          className="mt-4"
        />
      </form>
    </LeadDialogFrame>
  );
}
