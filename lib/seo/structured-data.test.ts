import { breadcrumbList, breadcrumbTrail, faqPage } from './structured-data';

describe('structured data', () => {
  it('walks the registry for breadcrumbs', () => {
    expect(breadcrumbTrail('/docs/mcp').map((p) => p.id)).toEqual(['home', 'docs', 'docsMcp']);
    expect(breadcrumbTrail('/legal/dpa').map((p) => p.id)).toEqual(['home', 'legal', 'legalDpa']);
    expect(breadcrumbTrail('/about').map((p) => p.id)).toEqual(['home', 'about']);
  });

  it('builds a BreadcrumbList with absolute localized URLs', () => {
    const list = breadcrumbList('https://yno.example', 'de', [
      { name: 'Start', path: '/' },
      { name: 'Plattform', path: '/platform' },
    ]);
    expect(list).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Start', item: 'https://yno.example/de' },
        { position: 2, name: 'Plattform', item: 'https://yno.example/de/platform' },
      ],
    });
  });

  it('builds an FAQPage', () => {
    expect(faqPage([{ question: 'Q?', answer: 'A.' }])).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { text: 'A.' } }],
    });
  });
});
