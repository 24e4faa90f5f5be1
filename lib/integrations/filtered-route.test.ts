import { filteredIntegrationsRewrites, isFilteredIntegrationsRequest } from './filtered-route';

const url = (path: string) => new URL(path, 'https://yno.example');

describe('filtered integrations route', () => {
  it.each([
    '/integrations?q=slack',
    '/integrations?category=identity',
    '/integrations/?q=',
    '/de/integrations?q=rechnungen&category=erp',
    '/fr/integrations?category=crm',
  ])('%s is served per request', (path) => {
    expect(isFilteredIntegrationsRequest(url(path))).toBe(true);
  });

  it.each([
    '/integrations',
    '/es/integrations',
    '/integrations?utm_source=newsletter',
    '/platform?q=slack',
    '/docs/integrations?q=slack',
    '/xx/integrations?q=slack',
  ])('%s is the prerendered page or another page', (path) => {
    expect(isFilteredIntegrationsRequest(url(path))).toBe(false);
  });

  it('rewrites each filter key, unprefixed and per locale, to the filtered route', () => {
    const rewrites = filteredIntegrationsRewrites();
    for (const key of ['q', 'category']) {
      expect(rewrites).toContainEqual({
        source: '/integrations',
        has: [{ type: 'query', key }],
        destination: '/en/integrations/filtered',
      });
      expect(rewrites).toContainEqual({
        source: '/:locale(en|es|fr|de)/integrations',
        has: [{ type: 'query', key }],
        destination: '/:locale/integrations/filtered',
      });
    }
  });
});
