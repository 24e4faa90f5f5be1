import { locales } from '@/lib/i18n/locales';
import { accessRequestFields } from '@/lib/leads/access-request-fields';
import { investorDeckFields } from '@/lib/leads/investor-deck-fields';
import { loadMessages } from '@/lib/messages/load-messages';
import { contactEmail } from '@/lib/site/company';
import { pageMarkdown } from '@/lib/twins/page-markdown';

describe.each(locales)('the forms in the twins, in %s', (locale) => {
  it('the home twin says how to request access, the deck and the newsletter without the forms', async () => {
    const markdown = await pageMarkdown('home', locale);
    const messages = await loadMessages(locale);
    expect(markdown).toContain(`## ${messages.accessRequest.title}`);
    for (const route of ['/api/access-request', '/api/investor-deck', '/api/subscribe'])
      expect(markdown).toContain(`\`POST ${route}\``);
    for (const field of accessRequestFields) {
      const label = messages.accessRequest.fields[field].label;
      expect(markdown).toMatch(new RegExp(`\\| \`${field}\` \\| ${label} \\|`));
    }
    for (const field of [...investorDeckFields, 'email'])
      expect(markdown).toContain(`| \`${field}\` |`);
    expect(markdown).toContain(`[${contactEmail('sales')}](mailto:${contactEmail('sales')})`);
    expect(markdown).toContain(contactEmail('investors'));
  });

  it('the investors twin describes its deck request', async () => {
    const markdown = await pageMarkdown('investors', locale);
    expect(markdown).toContain('`POST /api/investor-deck`');
    expect(markdown).toContain('| `investorWebsite` |');
  });
});
