import { absoluteUrl } from '@/lib/seo/alternates';
import { company, contactEmail } from '@/lib/site/company';

/** How long a served security.txt stays valid; RFC 9116 advises less than a year. */
export const SECURITY_TXT_VALIDITY_DAYS = 180;

/** /.well-known/security.txt (RFC 9116), pointing researchers to the disclosure policy. */
export function securityTxt(siteUrl: string, now: Date): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
  return [
    `# ${company.legalName} (UEN ${company.uen}), ${company.registeredOffice}.`,
    '# Please report security issues as described in our policy.',
    `Contact: mailto:${contactEmail('security')}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en, es, fr, de',
    `Canonical: ${absoluteUrl(siteUrl, '/.well-known/security.txt')}`,
    `Policy: ${absoluteUrl(siteUrl, '/security#disclosure')}`,
    '',
  ].join('\n');
}
