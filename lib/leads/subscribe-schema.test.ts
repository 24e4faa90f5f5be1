import { fieldErrors } from '@/lib/http/field-errors';
import { subscribeSchema } from './subscribe-schema';

const errors = (value: unknown) => {
  const result = subscribeSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the subscribe box', () => {
  it('takes one e-mail address, trimmed and without control or bidi characters', () => {
    expect(subscribeSchema.parse({ email: ' reader@example.com ' })).toEqual({
      email: 'reader@example.com',
    });
    expect(subscribeSchema.parse({ email: '\u202Ereader@example.com\u0007' })).toEqual({
      email: 'reader@example.com',
    });
  });

  // The investor deck's rule (lib/leads/email-field.ts), checked in full there.
  it.each([
    ['no dot in the domain', 'reader@example', 'invalidEmail'],
    ['a space inside', 'rea der@example.com', 'invalidEmail'],
    ['blank', '   ', 'required'],
    ['too long', `${'r'.repeat(250)}@example.com`, 'tooLong'],
  ])('refuses an address with %s', (_, email, code) =>
    expect(errors({ email })).toEqual({ email: [code] }),
  );

  it('names a missing address, a wrong type and unknown keys', () => {
    expect(errors({})).toEqual({ email: ['required'] });
    expect(errors({ email: ['reader@example.com'] })).toEqual({ email: ['invalid'] });
    expect(errors({ email: 'reader@example.com', name: 'x' })).toEqual({ name: ['unknown'] });
  });
});
