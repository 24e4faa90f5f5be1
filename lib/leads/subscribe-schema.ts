import * as z from 'zod/mini';
import { singleLineText } from '@/lib/access-request/plain-text-field';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const subscribeSchema = z.strictObject({
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
    .check(
      z.overwrite(singleLineText),
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(254, 'tooLong'),
      z.regex(EMAIL_PATTERN, 'invalidEmail'),
    ),
});
