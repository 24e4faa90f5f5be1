import * as z from 'zod/mini';
import { singleLineText } from '@/lib/access-request/plain-text-field';
import { normalizeInvestorWebsite } from '@/lib/home/investor-deck';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const investorDeckSchema = z.strictObject({
  workEmail: z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
    .check(
      z.overwrite(singleLineText),
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(254, 'tooLong'),
      z.regex(EMAIL_PATTERN, 'invalidEmail'),
    ),
  investorWebsite: z.pipe(
    z
      .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
      .check(
        z.overwrite(singleLineText),
        z.trim(),
        z.minLength(1, 'required'),
        z.maxLength(2048, 'tooLong'),
      ),
    z.transform((value, ctx) => {
      const url = normalizeInvestorWebsite(value);
      if (url === null) {
        ctx.issues.push({ code: 'custom', message: 'invalidWebsite', input: value });
        return z.NEVER;
      }
      return url;
    }),
  ),
});
