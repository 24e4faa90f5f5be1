import * as z from 'zod/mini';
import { singleLineText } from '@/lib/leads/plain-text-field';

/**
 * The e-mail rule of the investor deck and the subscribe box (docs/specification.md §5): no
 * spaces, exactly one at sign, a dot in the domain. Control characters go before the check.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export type LeadFieldErrorCode =
  'required' | 'invalid' | 'invalidEmail' | 'invalidWebsite' | 'tooLong';

/** A string field: a missing one is 'required', any other type 'invalid'; trimmed. */
export const leadText = () =>
  z
    .string({
      error: (issue) =>
        (issue.input === undefined ? 'required' : 'invalid') satisfies LeadFieldErrorCode,
    })
    .check(z.overwrite(singleLineText), z.trim());

/** A blank field is only 'required': the checks after it would just repeat that. */
export const requiredCheck = () =>
  z.minLength(1, { error: 'required' satisfies LeadFieldErrorCode, abort: true });

export const emailField = () =>
  leadText().check(
    requiredCheck(),
    z.maxLength(EMAIL_MAX_LENGTH, 'tooLong' satisfies LeadFieldErrorCode),
    z.regex(EMAIL_PATTERN, 'invalidEmail' satisfies LeadFieldErrorCode),
  );
