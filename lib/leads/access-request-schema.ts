// zod/mini: the same validation as zod's classic API, at a fraction of the size in the dialog's
// lazily loaded chunk.
import * as z from 'zod/mini';
import {
  accessRequestLimits,
  type AccessRequestErrorCode,
  type AccessRequestField,
} from './access-request-fields';
import { noControlCheck, requiredCheck } from './email-field';
import { showsNothing, withLineFeeds } from './plain-text-field';

/** The free-text answers, which may run over several lines; every other field is one line. */
const multiLineFields: readonly AccessRequestField[] = ['useCase', 'additionalInfo'];

/**
 * Every field is a string; a missing one is 'required', any other type 'invalid'. Trimmed,
 * with a free-text answer's line breaks written as line feeds, and never changed otherwise: a
 * control character is refused, not deleted (lib/leads/plain-text-field.ts).
 */
const text = (field: AccessRequestField) => {
  const multiLine = multiLineFields.includes(field);
  const base = z.string({
    error: (issue) =>
      (issue.input === undefined ? 'required' : 'invalid') satisfies AccessRequestErrorCode,
  });
  return multiLine ? base.check(z.overwrite(withLineFeeds), z.trim()) : base.check(z.trim());
};

const checks = (field: AccessRequestField) =>
  [
    noControlCheck({ multiLine: multiLineFields.includes(field) }),
    z.maxLength(accessRequestLimits[field], 'tooLong' satisfies AccessRequestErrorCode),
  ] as const;

/** One that shows nothing (blank, or invisible characters only) is 'required'. */
const required = (field: AccessRequestField) =>
  text(field).check(requiredCheck(), ...checks(field));

/** Left empty it is ''; one of invisible characters only is not empty, and not an answer. */
const optional = (field: AccessRequestField) =>
  z._default(
    text(field).check(
      z.refine<string>((value) => value === '' || !showsNothing(value), {
        error: 'invalid' satisfies AccessRequestErrorCode,
        abort: true,
      }),
      ...checks(field),
    ),
    '',
  );

/** At least six digits, and only what people write in phone numbers. */
const PHONE_PATTERN = /^\+?[\d\s().\-/]*(?:(?:ext\.?|x)\s*\d+)?$/i;
const looksLikePhone = (value: string) =>
  PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;

/**
 * The access request (docs/specification.md §3 and §5), one schema for the dialog (through
 * react-hook-form's zod resolver, loaded when the dialog opens) and the route handler. Error
 * messages are stable codes that the dialog turns into localized text and the API returns as
 * field errors.
 */
export const accessRequestSchema = z.strictObject({
  fullName: required('fullName'),
  workEmail: z.pipe(
    required('workEmail'),
    z.email('invalidEmail' satisfies AccessRequestErrorCode),
  ),
  phoneNumber: required('phoneNumber').check(
    z.refine(looksLikePhone, 'invalidPhone' satisfies AccessRequestErrorCode),
  ),
  companyName: required('companyName'),
  jobTitle: optional('jobTitle'),
  companySize: optional('companySize'),
  useCase: optional('useCase'),
  additionalInfo: optional('additionalInfo'),
});

/** What the dialog holds (optional fields may be absent). */
export type AccessRequestInput = z.input<typeof accessRequestSchema>;
/** What the workflow receives: every field, trimmed, optional ones '' when left empty. */
export type AccessRequest = z.output<typeof accessRequestSchema>;
