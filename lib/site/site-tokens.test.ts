import fs from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { locales } from '@/lib/i18n/locales';
import { documentPageIds, requirePageDocument } from '@/lib/documents/load-document';
import { loadMessages } from '@/lib/messages/load-messages';
import { company, contactAddresses, mailtoHref } from './company';
import { fillTokens, fillTokensDeep, siteTokens } from './site-tokens';

const root = path.resolve(__dirname, '../..');
const catalogueFiles = locales.flatMap((locale) =>
  fs
    .readdirSync(path.join(root, 'messages', locale))
    .map((file) => path.join('messages', locale, file)),
);
// The documents too: each one's text is checked as one string.
const contentFiles = (fs.readdirSync(path.join(root, 'content'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.mdoc'))
  .map((file) => path.join('content', file));
const textsOf = (file: string): string[] => {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  return file.endsWith('.json') ? strings(JSON.parse(source)) : [source];
};

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const env = (vars: Record<string, string>) => getEnv(vars as unknown as NodeJS.ProcessEnv);

describe('the catalogues', () => {
  it.each([...catalogueFiles, ...contentFiles])(
    '%s spells out no address, contact domain or company fact',
    (file) => {
      const texts = textsOf(file);
      for (const text of texts) {
        // Form placeholders and code samples may show an address on a reserved example domain.
        for (const [address] of text.matchAll(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g))
          expect(address).toMatch(/@(example\.(com|org|net)|(?!yno\.)[\w-]+\.example)$/);
        expect(text).not.toMatch(/yno\.example/i);
        expect(text).not.toMatch(/mailto:(?!\{\{email\.)/);
        expect(text).not.toContain(company.legalName);
        expect(text).not.toContain(company.uen);
      }
    },
  );

  it.each([...catalogueFiles, ...contentFiles])('%s uses only tokens the site fills', (file) => {
    const tokens = siteTokens(env({}));
    for (const text of textsOf(file)) expect(() => fillTokens(text, tokens)).not.toThrow();
  });
});

describe('loaded messages', () => {
  it.each(locales)('carry the facts and leave no token behind in %s', async (locale) => {
    const documents = documentPageIds().map((id) => requirePageDocument(id, locale));
    const texts = strings([await loadMessages(locale), documents]);
    expect(texts.some((text) => text.includes('{{'))).toBe(false);
    const all = texts.join('\n');
    expect(all).toContain(`mailto:${contactAddresses().privacy}`);
    expect(all).toContain(company.uen);
    expect(all).toContain(company.registeredOffice);
  });
});

describe('contact addresses', () => {
  it('are <purpose>@yno.example with nothing set', () => {
    expect(contactAddresses(env({}))).toMatchObject({
      security: 'security@yno.example',
      privacy: 'privacy@yno.example',
      sales: 'sales@yno.example',
    });
  });

  it('follow the contact domain and the mailboxes the environment names', () => {
    const addresses = contactAddresses(
      env({
        NEXT_PUBLIC_CONTACT_DOMAIN: 'acme.test',
        NEXT_PUBLIC_CONTACT_MAILBOXES: 'support=help, careers=jobs@talent.test',
      }),
    );
    expect(addresses.privacy).toBe('privacy@acme.test');
    expect(addresses.support).toBe('help@acme.test');
    expect(addresses.careers).toBe('jobs@talent.test');
    const text = fillTokensDeep(
      { p: 'Write to [{{email.support}}](mailto:{{email.support}}) or {{host.files}}.' },
      siteTokens(env({ NEXT_PUBLIC_CONTACT_DOMAIN: 'acme.test' })),
    );
    expect(text.p).toBe(
      'Write to [support@acme.test](mailto:support@acme.test) or files.acme.test.',
    );
  });

  it('refuse a malformed domain or mailbox list', () => {
    expect(() => env({ NEXT_PUBLIC_CONTACT_DOMAIN: 'https://acme.test/' })).toThrow(
      /NEXT_PUBLIC_CONTACT_DOMAIN/,
    );
    expect(() => env({ NEXT_PUBLIC_CONTACT_MAILBOXES: 'press=news' })).toThrow(
      /NEXT_PUBLIC_CONTACT_MAILBOXES/,
    );
    expect(() => env({ NEXT_PUBLIC_CONTACT_MAILBOXES: 'support' })).toThrow(
      /NEXT_PUBLIC_CONTACT_MAILBOXES/,
    );
  });

  it('make a mailto link with an encoded subject', () => {
    expect(mailtoHref('sales', 'YNO Business & more', env({}))).toBe(
      'mailto:sales@yno.example?subject=YNO%20Business%20%26%20more',
    );
  });

  it('throw on a token nobody fills, so a typo cannot reach a page', () => {
    expect(() => fillTokens('{{email.pres}}', siteTokens(env({})))).toThrow(/email\.pres/);
  });
});
