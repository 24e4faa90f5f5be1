import { contactPurposes, getEnv, type ContactPurpose, type Env } from '@/lib/env';

const street = '71 Robinson Road, #14-01';
const postalCode = '068895';

/**
 * The company's published facts: the one source for the footer, the legal centre, the legal
 * documents (through the `{{company.*}}` tokens), the contact links and security.txt.
 */
export const company = {
  legalName: 'YNO Pte. Ltd.',
  /** Singapore's Unique Entity Number, issued by ACRA. */
  uen: '202434567R',
  street,
  postalCode,
  registeredOffice: `${street}, Singapore ${postalCode}`,
} as const;

type ContactEnv = Pick<
  Env,
  'NEXT_PUBLIC_CONTACT_DOMAIN' | 'NEXT_PUBLIC_CONTACT_MAILBOXES' | 'NEXT_PUBLIC_APP_URL'
>;

/** Every mailbox by purpose: `<purpose>@<domain>` unless the environment names another. */
export function contactAddresses(env: ContactEnv = getEnv()): Record<ContactPurpose, string> {
  const domain = env.NEXT_PUBLIC_CONTACT_DOMAIN;
  const overrides = env.NEXT_PUBLIC_CONTACT_MAILBOXES ?? {};
  return Object.fromEntries(
    contactPurposes.map((purpose) => {
      const box = overrides[purpose] ?? purpose;
      return [purpose, box.includes('@') ? box : `${box}@${domain}`];
    }),
  ) as Record<ContactPurpose, string>;
}

export function contactEmail(purpose: ContactPurpose, env?: ContactEnv): string {
  return contactAddresses(env)[purpose];
}

/** A mailto link, with a subject line when one is given. */
export function mailtoHref(purpose: ContactPurpose, subject?: string, env?: ContactEnv): string {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${contactEmail(purpose, env)}${query}`;
}

/** Hosts the API samples in the docs name: the product app and its file store. */
export function productHosts(env: ContactEnv = getEnv()) {
  return {
    app: new URL(env.NEXT_PUBLIC_APP_URL).host,
    files: `files.${env.NEXT_PUBLIC_CONTACT_DOMAIN}`,
  };
}
