import { ogImageText } from './og-image';

describe('ogImageText', () => {
  it('gives the share card the page title without the soft hyphens that break it on the page', async () => {
    const { title, section } = await ogImageText('legalDpa', 'de');
    expect(title).toBe('Auftragsverarbeitungsvertrag');
    expect(section).not.toBe('');
  });
});
