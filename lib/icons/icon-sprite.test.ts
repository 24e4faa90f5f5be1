import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide-react';
import { Boxes, ChevronDown, Info } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { iconId, SPRITE_VERSION } from './icon-href';
import { iconSprite } from './icon-sprite';
import { spriteIcons } from './sprite-icons';

/** The shapes inside an <svg> or <symbol>, without the element itself. */
const shapes = (html: string) =>
  html.replace(/^<(svg|symbol)[^>]*>/, '').replace(/<\/(svg|symbol)>$/, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the icon sprite', () => {
  it.each([
    ['Boxes', Boxes],
    ['ChevronDown', ChevronDown],
    ['Info', Info],
  ])('draws %s with the same shapes as lucide-react', (name, icon) => {
    const symbol = iconSprite([icon]).match(/<symbol[\s\S]*<\/symbol>/)![0];
    expect(symbol).toMatch(new RegExp(`^<symbol id="${name}" viewBox="0 0 24 24"><(path|circle)`));
    expect(shapes(symbol)).toBe(shapes(renderToStaticMarkup(createElement(icon))));
  });

  it('holds every icon a component or page definition imports, each once', () => {
    expect(new Set(spriteIcons.map(iconId)).size).toBe(spriteIcons.length);
    const imported = new Set<string>();
    for (const file of [...sourceFiles('components'), ...sourceFiles('lib')]) {
      const source = readFileSync(file, 'utf8');
      // Client components that render lucide's own components draw inline, not from the sprite.
      if (source.startsWith("'use client'") && !source.includes('StaticIcon')) continue;
      for (const [, names] of source.matchAll(/import \{([^}]*)\} from 'lucide-react'/g))
        for (const entry of names.split(',').map((name) => name.trim()))
          if (entry && !entry.startsWith('type ')) imported.add(entry.split(' as ')[0]);
    }
    const missing = [...imported].filter(
      (name) =>
        !spriteIcons.includes((lucide as Record<string, unknown>)[name] as lucide.LucideIcon),
    );
    expect(missing).toEqual([]);
  });

  it('is versioned by its content, so a cached sprite is never stale', () => {
    const version = createHash('sha256').update(iconSprite()).digest('hex').slice(0, 8);
    // When this fails, set SPRITE_VERSION in lib/icons/icon-href.ts to the received value.
    expect(version).toBe(SPRITE_VERSION);
  });
});
