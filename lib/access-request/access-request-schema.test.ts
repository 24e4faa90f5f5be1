import {
  accessRequestFieldErrors,
  accessRequestLimits,
  accessRequestSchema,
  emptyAccessRequest,
} from './access-request-schema';
import { MAX_BODY_BYTES } from './handler';

const valid = {
  fullName: 'Mei Lin Tan',
  workEmail: 'mei.tan@example.com',
  phoneNumber: '+65 6123 4567',
  companyName: 'Example Logistics Pte. Ltd.',
};

const errors = (value: unknown) => {
  const result = accessRequestSchema.safeParse(value);
  return result.success ? {} : accessRequestFieldErrors(result.error);
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
