import { renderToStaticMarkup } from 'react-dom/server';
import { SPRITE_VERSION } from '@/lib/icons/icon-href';
import { StaticIcon } from './static-icon';

describe('StaticIcon', () => {
  it('draws the icon from its symbol in the sprite', () => {
    expect(renderToStaticMarkup(<StaticIcon icon="Info" />)).toMatch(
      new RegExp(`><use href="/icons.svg\\?v=${SPRITE_VERSION}#Info"></use></svg>$`),
    );
  });

  it('is decorative unless labelled, and keeps the caller’s classes and attributes', () => {
    const decorative = renderToStaticMarkup(
      <StaticIcon icon="Info" className="size-4" data-x="" />,
    );
    expect(decorative).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(decorative).toContain('class="icon size-4"');
    expect(decorative).toContain('data-x=""');
    expect(decorative).toContain('viewBox="0 0 24 24"');
    const labelled = renderToStaticMarkup(<StaticIcon icon="Info" aria-label="Information" />);
    expect(labelled).not.toContain('aria-hidden');
    expect(labelled).toContain('aria-label="Information"');
  });
});
