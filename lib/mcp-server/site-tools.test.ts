import { searchTool } from './site-tools';

describe('search_site', () => {
  it('quotes the sentence that answers, with the matched words in bold', async () => {
    const answer = await searchTool('https://yno.example', { query: 'breach notification' });
    const [first] = answer.results;
    expect(first.url).toBe('https://yno.example/legal/dpa#breach');
    expect(first.snippet).toContain('within 48 hours');
    expect(first.snippet).toMatch(/\*\*Breach\*\*/);
  });

  it('finds the sales contact with its address, in German too', async () => {
    const answer = await searchTool('https://yno.example', {
      query: 'Vertrieb kontaktieren',
      locale: 'de',
    });
    expect(answer.results[0].url).toMatch(/\/de\/(pricing#pricing-cta|enterprise#enterprise-cta)$/);
    expect(answer.results[0].snippet).toMatch(/sales@/);
  });
});
