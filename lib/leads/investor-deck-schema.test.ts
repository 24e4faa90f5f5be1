import { fieldErrors } from '@/lib/http/field-errors';
import { investorDeckSchema, normalizeInvestorWebsite } from './investor-deck-schema';

const errors = (value: unknown) => {
  const result = investorDeckSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};
const valid = { workEmail: 'partner@fund.vc', investorWebsite: 'fund.vc' };

describe('the investor-deck request', () => {
  it('sends the website on as an absolute URL, https assumed', () => {
    expect(
      investorDeckSchema.parse({
        workEmail: ' partner@fund.vc ',
        investorWebsite: 'fund.vc/portfolio',
      }),
    ).toEqual({
      workEmail: 'partner@fund.vc',
      investorWebsite: 'https://fund.vc/portfolio',
    });
  });

  it.each(['partner@fund.vc', 'a.b+deck@mail.example.co.uk'])(
    'accepts the e-mail %p',
    (workEmail) => expect(errors({ ...valid, workEmail })).toEqual({}),
  );

  it.each([
    ['empty', '', 'required'],
    ['no at sign', 'partner.fund.vc', 'invalidEmail'],
    ['two at signs', 'a@b@fund.vc', 'invalidEmail'],
    ['a space inside', 'part ner@fund.vc', 'invalidEmail'],
    ['no dot in the domain', 'partner@fund', 'invalidEmail'],
    ['nothing before the at sign', '@fund.vc', 'invalidEmail'],
    ['nothing after the dot', 'partner@fund.', 'invalidEmail'],
    ['too long', `${'a'.repeat(250)}@fund.vc`, 'tooLong'],
  ])('rejects an e-mail with %s', (_, workEmail, code) =>
    expect(errors({ ...valid, workEmail })).toEqual({ workEmail: [code] }),
  );

  it.each([
    ['acme.vc', 'https://acme.vc/'],
    ['www.acme.vc/portfolio', 'https://www.acme.vc/portfolio'],
    ['http://acme.vc', 'http://acme.vc/'],
    ['HTTPS://Acme.VC', 'https://acme.vc/'],
    ['acme.vc:8443/deck', 'https://acme.vc:8443/deck'],
    ['  https://acme.vc  ', 'https://acme.vc/'],
  ])('accepts the website %p as %p', (value, href) =>
    expect(normalizeInvestorWebsite(value)).toBe(href),
  );

  it.each([
    ['another protocol', 'ftp://acme.vc'],
    ['a script', 'javascript:alert(1)'],
    ['mailto', 'mailto:partner@acme.vc'],
    ['a host without a dot', 'acme'],
    ['spaces', 'acme capital.vc'],
    ['a bare scheme', 'https://'],
    ['a broken port', 'acme.vc:port'],
  ])('rejects a website with %s', (_, investorWebsite) =>
    expect(errors({ ...valid, investorWebsite })).toEqual({ investorWebsite: ['invalidWebsite'] }),
  );

  it('names missing fields, wrong types and unknown keys', () => {
    expect(errors({})).toEqual({ workEmail: ['required'], investorWebsite: ['required'] });
    expect(errors({ ...valid, investorWebsite: '  ' })).toEqual({ investorWebsite: ['required'] });
    expect(errors({ ...valid, workEmail: 42 })).toEqual({ workEmail: ['invalid'] });
    expect(errors({ ...valid, investorWebsite: `fund.vc/${'a'.repeat(2048)}` })).toEqual({
      investorWebsite: ['tooLong'],
    });
    expect(errors({ ...valid, fund: 'x' })).toEqual({ fund: ['unknown'] });
  });

  it('refuses control and bidi characters, naming the field, and counts invisible-only as missing', () => {
    expect(
      errors({ workEmail: '\u202Epartner@fund.vc', investorWebsite: 'fund.vc/\u001B[2J' }),
    ).toEqual({ workEmail: ['controlCharacters'], investorWebsite: ['controlCharacters'] });
    expect(errors({ workEmail: '\u200B', investorWebsite: '\u2060\uFEFF' })).toEqual({
      workEmail: ['required'],
      investorWebsite: ['required'],
    });
    expect(
      investorDeckSchema.parse({ workEmail: ' partner@fund.vc\n', investorWebsite: 'fund.vc ' }),
    ).toEqual({
      workEmail: 'partner@fund.vc',
      investorWebsite: 'https://fund.vc/',
    });
  });
});
