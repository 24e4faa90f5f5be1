import { Boxes, ChevronDown, Info } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticIcon } from './static-icon';

/** The shapes inside an <svg>, without the svg element itself. */
const shapes = (html: string) => html.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

describe('StaticIcon', () => {
  it.each([
    ['Boxes', Boxes],
    ['ChevronDown', ChevronDown],
    ['Info', Info],
  ])('draws the same shapes as lucide-react for %s', (_, icon) => {
    const Lucide = icon;
    const drawn = shapes(renderToStaticMarkup(<StaticIcon icon={icon} />));
    expect(drawn).toMatch(/^<(path|circle)/);
    expect(drawn).toBe(shapes(renderToStaticMarkup(<Lucide />)));
  });

  it('is decorative unless labelled, and keeps the caller’s classes and attributes', () => {
    const decorative = renderToStaticMarkup(
      <StaticIcon icon={Info} className="size-4" data-x="" />,
    );
    expect(decorative).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(decorative).toContain('class="icon size-4"');
    expect(decorative).toContain('data-x=""');
    expect(decorative).toContain('viewBox="0 0 24 24"');
    const labelled = renderToStaticMarkup(<StaticIcon icon={Info} aria-label="Information" />);
    expect(labelled).not.toContain('aria-hidden');
    expect(labelled).toContain('aria-label="Information"');
  });
});
