import * as z from 'zod/mini';
import {
  CONTROL_CHARACTERS,
  hasMultiLineControl,
  hasSingleLineControl,
  showsNothing,
} from '@/lib/leads/plain-text-field';

/**
 * The text fields of every lead form, and the e-mail rule of the investor deck and the
 * subscribe box (docs/specification.md §5): no spaces, exactly one at sign, a dot in the
 * domain, nothing invisible.
 */
const EMAIL_PATTERN =
  /^[^\s@\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]+@[^\s@\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]+\.[^\s@\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]+$/u;
export const EMAIL_MAX_LENGTH = 254;

export type LeadFieldErrorCode =
  'required' | 'invalid' | 'invalidEmail' | 'invalidWebsite' | 'tooLong' | 'controlCharacters';

/**
 * A string field: a missing one is 'required', any other type 'invalid'. Trimmed, and nothing
 * else: a value is never changed inside (lib/leads/plain-text-field.ts).
 */
export const leadText = () =>
  z
    .string({
      error: (issue) =>
        (issue.input === undefined ? 'required' : 'invalid') satisfies LeadFieldErrorCode,
    })
    .check(z.trim());

/**
 * A field that shows nothing (blank, or only invisible characters) is only 'required': the
 * checks after it would just repeat that.
 */
export const requiredCheck = () =>
  z.refine<string>((value) => !showsNothing(value), {
    error: 'required' satisfies LeadFieldErrorCode,
    abort: true,
  });

/** A value holding a control character is refused as it is; nothing is deleted from it. */
export const noControlCheck = ({ multiLine = false }: { multiLine?: boolean } = {}) =>
  z.refine<string>((value) => !(multiLine ? hasMultiLineControl : hasSingleLineControl)(value), {
    error: CONTROL_CHARACTERS satisfies LeadFieldErrorCode,
    abort: true,
  });

export const emailField = () =>
  leadText().check(
    requiredCheck(),
    noControlCheck(),
    z.maxLength(EMAIL_MAX_LENGTH, 'tooLong' satisfies LeadFieldErrorCode),
    z.regex(EMAIL_PATTERN, 'invalidEmail' satisfies LeadFieldErrorCode),
  );
