import { fieldErrors } from '@/lib/http/field-errors';
import { subscribeSchema } from './subscribe-schema';

const errors = (value: unknown) => {
  const result = subscribeSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the subscribe box', () => {
  it('takes one e-mail address, trimmed', () => {
    expect(subscribeSchema.parse({ email: ' reader@example.com\r\n' })).toEqual({
      email: 'reader@example.com',
    });
  });

  it('refuses control and bidi characters inside it, never deleting them', () => {
    for (const email of [
      'a\r\nb@example.com',
      '\u202Ereader@example.com',
      'reader@exa\u0007mple.com',
    ])
      expect(errors({ email })).toEqual({ email: ['controlCharacters'] });
  });

  it('counts an address of invisible characters only as missing, and refuses one inside', () => {
    expect(errors({ email: '\u200B\u200C\u200D\u2060\uFEFF' })).toEqual({ email: ['required'] });
    expect(errors({ email: 'ceo@pro\u200Bspect.example' })).toEqual({ email: ['invalidEmail'] });
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
