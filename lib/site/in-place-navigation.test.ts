import { isSitePath, opensInPlace, type ClickedLink, type LinkClick } from './in-place-navigation';

const click: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

function link(attributes: Record<string, string> = {}): ClickedLink {
  return {
    target: attributes.target ?? '',
    hasAttribute: (name) => name in attributes,
  };
}

describe('isSitePath', () => {
  it.each(['/', '/about', '/de/pricing#faq', '/integrations?q=slack'])('accepts %s', (href) => {
    expect(isSitePath(href)).toBe(true);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://yno.ai/',
    'mailto:hello@yno.ai',
    '#top',
    '',
  ])('refuses %s', (href) => {
    expect(isSitePath(href)).toBe(false);
  });
});

describe('opensInPlace', () => {
  it('opens a plain left click on a site path in place', () => {
    expect(opensInPlace(click, link(), '/pricing')).toBe(true);
    expect(opensInPlace(click, link({ target: '_self' }), '/pricing')).toBe(true);
  });

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)(
    'leaves a click with %s to the browser (new tab or window)',
    (key) => {
      expect(opensInPlace({ ...click, [key]: true }, link(), '/pricing')).toBe(false);
    },
  );

  it('leaves the middle and right buttons to the browser', () => {
    expect(opensInPlace({ ...click, button: 1 }, link(), '/pricing')).toBe(false);
    expect(opensInPlace({ ...click, button: 2 }, link(), '/pricing')).toBe(false);
  });

  it('leaves links with a target or a download attribute to the browser', () => {
    expect(opensInPlace(click, link({ target: '_blank' }), '/pricing')).toBe(false);
    expect(opensInPlace(click, link({ download: '' }), '/deck.pdf')).toBe(false);
  });

  it('leaves other sites, and clicks a handler already took, to the browser', () => {
    expect(opensInPlace(click, link(), 'https://example.com/')).toBe(false);
    expect(opensInPlace({ ...click, defaultPrevented: true }, link(), '/pricing')).toBe(false);
  });
});
