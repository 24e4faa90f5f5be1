/**
 * The access request's fields, limits and choices, without the schema: the dialog renders from
 * these at once, while the schema (access-request-schema.ts), with zod, loads when the dialog
 * opens.
 */
export const accessRequestFields = [
  'fullName',
  'workEmail',
  'phoneNumber',
  'companyName',
  'jobTitle',
  'companySize',
  'useCase',
  'additionalInfo',
] as const;
export type AccessRequestField = (typeof accessRequestFields)[number];

/** Submit stays disabled until these four are non-empty. */
export const requiredAccessRequestFields = [
  'fullName',
  'workEmail',
  'phoneNumber',
  'companyName',
] as const satisfies readonly AccessRequestField[];

/** Character limits; together they keep a request well inside the route's body limit. */
export const accessRequestLimits: Record<AccessRequestField, number> = {
  fullName: 120,
  workEmail: 254,
  phoneNumber: 40,
  companyName: 160,
  jobTitle: 120,
  companySize: 40,
  useCase: 1000,
  additionalInfo: 1000,
};

/** The company sizes the dialog offers; the value is what the workflow receives. */
export const companySizes = ['1-49', '50-249', '250-999', '1000-4999', '5000+'] as const;

export type AccessRequestErrorCode =
  'required' | 'invalid' | 'invalidEmail' | 'invalidPhone' | 'tooLong' | 'controlCharacters';

/** The dialog's starting values. */
export const emptyAccessRequest: Record<AccessRequestField, string> = {
  fullName: '',
  workEmail: '',
  phoneNumber: '',
  companyName: '',
  jobTitle: '',
  companySize: '',
  useCase: '',
  additionalInfo: '',
};
