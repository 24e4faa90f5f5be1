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

  it('strips control and bidi characters from every field', () => {
    const parsed = accessRequestSchema.parse({
      fullName: '\u202EMei\u0000 Lin\u001B Tan\u2066',
      workEmail: 'mei.tan@exam\u200Eple.com\u0000',
      phoneNumber: '+65\u0007 6123 4567\u009B',
      companyName: 'Example\u007F Logistics\n',
      jobTitle: 'C\u202DTO\r\n',
      companySize: '250\u0008-999',
      useCase: 'Invoice\u001B[31m triage\u202E',
      additionalInfo: 'SAP\u0000',
    });
    expect(parsed).toEqual({
      fullName: 'Mei Lin Tan',
      workEmail: 'mei.tan@example.com',
      phoneNumber: '+65 6123 4567',
      companyName: 'Example Logistics',
      jobTitle: 'CTO',
      companySize: '250-999',
      useCase: 'Invoice[31m triage',
      additionalInfo: 'SAP',
    });
  });

  it('keeps tabs and line breaks in the free-text fields only, as line feeds', () => {
    const parsed = accessRequestSchema.parse({
      ...valid,
      fullName: 'Mei\nLin\tTan',
      useCase: 'Invoices:\r\n\t- triage\r\n\t- approval',
      additionalInfo: 'one\rtwo\u2028three',
    });
    expect(parsed.fullName).toBe('MeiLinTan');
    expect(parsed.useCase).toBe('Invoices:\n\t- triage\n\t- approval');
    expect(parsed.additionalInfo).toBe('one\ntwo\nthree');
  });

  it('counts a required field of nothing but control characters as missing', () => {
    expect(errors({ ...valid, fullName: '\u0000\u202E\u001B', companyName: '\n\t\u0085' })).toEqual(
      {
        fullName: ['required'],
        companyName: ['required'],
      },
    );
  });

  it('measures the length after stripping', () => {
    expect(errors({ ...valid, fullName: 'x'.repeat(120) + '\u0000'.repeat(50) })).toEqual({});
    expect(errors({ ...valid, fullName: 'x'.repeat(121) + '\u0000' })).toEqual({
      fullName: ['tooLong'],
    });
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
