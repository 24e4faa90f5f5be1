import {
  isValidInvestorEmail,
  isValidInvestorWebsite,
  normalizeInvestorWebsite,
} from './investor-deck';

describe('isValidInvestorEmail', () => {
  it.each(['partner@fund.vc', 'a.b+deck@mail.example.co.uk', ' partner@fund.vc '])(
    'accepts %p',
    (value) => expect(isValidInvestorEmail(value)).toBe(true),
  );

  it.each([
    ['empty', ''],
    ['no at sign', 'partner.fund.vc'],
    ['two at signs', 'a@b@fund.vc'],
    ['a space inside', 'part ner@fund.vc'],
    ['no dot in the domain', 'partner@fund'],
    ['nothing before the at sign', '@fund.vc'],
    ['nothing after the dot', 'partner@fund.'],
  ])('rejects %s', (_, value) => expect(isValidInvestorEmail(value)).toBe(false));
});

describe('normalizeInvestorWebsite', () => {
  it.each([
    ['acme.vc', 'https://acme.vc/'],
    ['www.acme.vc/portfolio', 'https://www.acme.vc/portfolio'],
    ['http://acme.vc', 'http://acme.vc/'],
    ['HTTPS://Acme.VC', 'https://acme.vc/'],
    ['acme.vc:8443/deck', 'https://acme.vc:8443/deck'],
    ['  https://acme.vc  ', 'https://acme.vc/'],
  ])('accepts %p as %p (https assumed without a scheme)', (value, href) =>
    expect(normalizeInvestorWebsite(value)).toBe(href),
  );

  it.each([
    ['empty', ''],
    ['another protocol', 'ftp://acme.vc'],
    ['a script', 'javascript:alert(1)'],
    ['mailto', 'mailto:partner@acme.vc'],
    ['a host without a dot', 'acme'],
    ['spaces', 'acme capital.vc'],
    ['a bare scheme', 'https://'],
    ['a broken port', 'acme.vc:port'],
  ])('rejects %s', (_, value) => expect(isValidInvestorWebsite(value)).toBe(false));
});
