import { fieldErrors } from '@/lib/http/field-errors';
import { accessRequestLimits, emptyAccessRequest } from './access-request-fields';
import { accessRequestSchema } from './access-request-schema';
import { MAX_BODY_BYTES } from '@/lib/leads/lead-handler';

const valid = {
  fullName: 'Mei Lin Tan',
  workEmail: 'mei.tan@example.com',
  phoneNumber: '+65 6123 4567',
  companyName: 'Example Logistics Pte. Ltd.',
};

const errors = (value: unknown) => {
  const result = accessRequestSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('accessRequestSchema', () => {
  it('accepts the four required fields and fills the optional ones with empty strings', () => {
    expect(accessRequestSchema.parse(valid)).toEqual({ ...emptyAccessRequest, ...valid });
  });

  it('trims every field', () => {
    const parsed = accessRequestSchema.parse({ ...valid, fullName: '  Mei  ', useCase: ' RAG ' });
    expect(parsed.fullName).toBe('Mei');
    expect(parsed.useCase).toBe('RAG');
  });

  it('refuses a control or bidi character inside any field, naming the field, and changes nothing', () => {
    expect(
      errors({
        fullName: '\u202EMei Lin Tan',
        workEmail: 'a\r\nb@example.com',
        phoneNumber: '+65\u0007 6123 4567',
        companyName: 'Example\u001B[2J Logistics',
        jobTitle: 'C\u202DTO',
        companySize: '250\u0008-999',
        useCase: 'Invoice\u0000 triage',
        additionalInfo: 'SAP\u2066',
      }),
    ).toEqual({
      fullName: ['controlCharacters'],
      workEmail: ['controlCharacters'],
      phoneNumber: ['controlCharacters'],
      companyName: ['controlCharacters'],
      jobTitle: ['controlCharacters'],
      companySize: ['controlCharacters'],
      useCase: ['controlCharacters'],
      additionalInfo: ['controlCharacters'],
    });
  });

  it('refuses a tab or a line break inside a single-line field, and trims them at its ends', () => {
    expect(
      errors({ ...valid, fullName: 'Mei\tLin Tan', companyName: 'Example\u2028Logistics' }),
    ).toEqual({
      fullName: ['controlCharacters'],
      companyName: ['controlCharacters'],
    });
    expect(accessRequestSchema.parse({ ...valid, fullName: '\tMei Lin Tan\r\n' }).fullName).toBe(
      'Mei Lin Tan',
    );
  });

  it('keeps tabs and line breaks in the free-text fields, as line feeds', () => {
    const parsed = accessRequestSchema.parse({
      ...valid,
      useCase: 'Invoices:\r\n\t- triage\r\n\t- approval',
      additionalInfo: 'one\rtwo\u2028three',
    });
    expect(parsed.useCase).toBe('Invoices:\n\t- triage\n\t- approval');
    expect(parsed.additionalInfo).toBe('one\ntwo\nthree');
  });

  it('keeps what a name may need inside it: joiners, non-joiners, letters outside ASCII', () => {
    const names = ['José Müller-Øst', '山田 太郎', 'مه\u200Cرداد', 'Ana 👩\u200D💻'];
    for (const fullName of names) {
      expect(accessRequestSchema.parse({ ...valid, fullName }).fullName).toBe(fullName);
    }
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['a zero-width non-joiner and joiner', '\u200C\u200D'],
    ['a word joiner and a byte-order mark', '\u2060\uFEFF'],
    ['a soft hyphen and a Hangul filler', '\u00AD\u3164'],
    ['a blank braille pattern and no-break spaces', '\u2800\u00A0\u3000'],
    ['control and bidi characters', '\u0000\u202E\u001B'],
  ])('counts a required field of %s as missing', (_, value) => {
    expect(errors({ ...valid, fullName: value, companyName: ` ${value} ` })).toEqual({
      fullName: ['required'],
      companyName: ['required'],
    });
  });

  it('refuses an optional answer of invisible characters only, and takes a blank one as empty', () => {
    expect(errors({ ...valid, jobTitle: '\u200B', useCase: '\u2060\n' })).toEqual({
      jobTitle: ['invalid'],
      useCase: ['invalid'],
    });
    expect(accessRequestSchema.parse({ ...valid, jobTitle: '  ', useCase: '\n\t' })).toMatchObject({
      jobTitle: '',
      useCase: '',
    });
  });

  it('measures the length after trimming', () => {
    expect(errors({ ...valid, fullName: 'x'.repeat(120) + ' '.repeat(50) })).toEqual({});
    expect(errors({ ...valid, fullName: 'x'.repeat(121) })).toEqual({ fullName: ['tooLong'] });
  });

  it('requires the first four fields, blank counting as missing', () => {
    expect(errors({})).toEqual({
      fullName: ['required'],
      workEmail: ['required'],
      phoneNumber: ['required'],
      companyName: ['required'],
    });
    expect(errors({ ...valid, companyName: '   ' })).toEqual({ companyName: ['required'] });
  });

  it('checks the email and the phone number', () => {
    expect(errors({ ...valid, workEmail: 'mei@' })).toEqual({ workEmail: ['invalidEmail'] });
    expect(errors({ ...valid, phoneNumber: 'call me' })).toEqual({ phoneNumber: ['invalidPhone'] });
    expect(errors({ ...valid, phoneNumber: '12345' })).toEqual({ phoneNumber: ['invalidPhone'] });
    for (const phone of ['+1 (415) 555-0100', '6123.4567', '+44 20 7946 0958 ext. 12'])
      expect(errors({ ...valid, phoneNumber: phone })).toEqual({});
  });

  it('rejects unknown keys, naming them', () => {
    expect(errors({ ...valid, isAdmin: true })).toEqual({ isAdmin: ['unknown'] });
  });

  it.each(['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty'])(
    'names an unknown key called %s, which Object.prototype also has',
    (key) => {
      // As the route receives it: JSON.parse makes even `__proto__` an own property.
      const body = JSON.parse(JSON.stringify(valid).replace('{', `{"${key}":1,`));
      const fields = errors(body);
      expect(Object.entries(fields)).toEqual([[key, ['unknown']]]);
      expect(JSON.parse(JSON.stringify(fields))).toEqual(JSON.parse(`{"${key}":["unknown"]}`));
      expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    },
  );

  it('names every unknown key once, with other errors beside it', () => {
    const body = JSON.parse(
      `{"toString":1,"__proto__":{"polluted":true},"fullName":"","workEmail":"x",` +
        `"phoneNumber":"+65 6123 4567","companyName":"C"}`,
    );
    expect(Object.entries(errors(body))).toEqual([
      ['fullName', ['required']],
      ['workEmail', ['invalidEmail']],
      ['toString', ['unknown']],
      ['__proto__', ['unknown']],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rejects values that are not strings', () => {
    expect(errors({ ...valid, fullName: 42, jobTitle: null })).toEqual({
      fullName: ['invalid'],
      jobTitle: ['invalid'],
    });
  });

  it('limits each field, and the largest form fits in the body limit', () => {
    expect(errors({ ...valid, useCase: 'x'.repeat(1001) })).toEqual({ useCase: ['tooLong'] });
    // Three bytes per character is the worst case for text in the Basic Multilingual Plane;
    // a valid email or phone number is ASCII.
    const largest = Object.fromEntries(
      Object.entries(accessRequestLimits).map(([field, limit]) => [
        field,
        (field === 'workEmail' || field === 'phoneNumber' ? '1' : '€').repeat(limit),
      ]),
    );
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(MAX_BODY_BYTES);
  });
});
