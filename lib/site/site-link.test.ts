/** @jest-environment jsdom */
import { prefetchableHref, routedHref, SITE_LINK_ATTRIBUTE, siteLinkOf } from './site-link';

const origin = 'https://localhost';
const plainClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  element.setAttribute(SITE_LINK_ATTRIBUTE, '');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('siteLinkOf', () => {
  it('finds the site link around the element an event happened on', () => {
    const link = anchor('/platform');
    const label = document.createElement('span');
    link.append(label);
    expect(siteLinkOf(label)).toBe(link);
    expect(siteLinkOf(link)).toBe(link);
  });

  it('ignores other anchors and non-elements', () => {
    const other = document.createElement('a');
    other.href = '/platform';
    expect(siteLinkOf(other)).toBeNull();
    expect(siteLinkOf(document)).toBeNull();
    expect(siteLinkOf(null)).toBeNull();
  });
});

describe('routedHref', () => {
  it('routes a plain click to the page, with its query and hash', () => {
    expect(routedHref(plainClick, anchor('/de/pricing?plan=team#faq'), origin)).toBe(
      '/de/pricing?plan=team#faq',
    );
  });

  it('leaves to the browser what next/link leaves to it', () => {
    const link = anchor('/platform');
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(routedHref({ ...plainClick, [key]: true }, link, origin)).toBeNull();
    expect(routedHref({ ...plainClick, button: 1 }, link, origin)).toBeNull();
    expect(routedHref({ ...plainClick, defaultPrevented: true }, link, origin)).toBeNull();
    expect(routedHref(plainClick, anchor('/platform', { target: '_blank' }), origin)).toBeNull();
    expect(routedHref(plainClick, anchor('/brochure.pdf', { download: '' }), origin)).toBeNull();
    expect(routedHref(plainClick, anchor('https://chat.yno.example/'), origin)).toBeNull();
  });

  it('routes a link that names this tab', () => {
    expect(routedHref(plainClick, anchor('/platform', { target: '_self' }), origin)).toBe(
      '/platform',
    );
  });
});

describe('prefetchableHref', () => {
  const here = { origin, pathname: '/pricing' };

  it('gives the page to fetch ahead, without its hash', () => {
    expect(prefetchableHref(anchor('/platform#mcp'), here)).toBe('/platform');
    expect(prefetchableHref(anchor('/search?q=mcp'), here)).toBe('/search?q=mcp');
  });

  it('fetches neither the page being read nor another site', () => {
    expect(prefetchableHref(anchor('/pricing#faq'), here)).toBeNull();
    expect(prefetchableHref(anchor('https://chat.yno.example/'), here)).toBeNull();
  });
});
