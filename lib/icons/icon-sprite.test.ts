import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { languageOptions } from '@/lib/i18n/locales';
import { flagHref, SPRITE_VERSION } from './icon-href';
import { iconSprite } from './icon-sprite';
import { spriteIcons } from './sprite-icons';

/** The sprite as the site serves it: a file, so every server sends it compressed. */
const SPRITE_FILE = 'public/icons.svg';

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
  it.each(Object.entries(spriteIcons))(
    'draws %s with the same shapes as lucide-react',
    (id, icon) => {
      const symbol = iconSprite({ [id]: icon }, {}).match(/<symbol[\s\S]*<\/symbol>/)![0];
      expect(symbol).toMatch(new RegExp(`^<symbol id="${id}" viewBox="0 0 24 24"><[a-z]+ `));
      expect(shapes(symbol)).toBe(shapes(renderToStaticMarkup(createElement(icon))));
    },
  );

  it('draws the flag of every language the picker lists, stretched to its box', () => {
    const sprite = iconSprite();
    for (const { flag } of languageOptions) {
      const id = flagHref(flag).split('#')[1];
      const symbol = sprite.match(new RegExp(`<symbol id="${id}"[^>]*>([\\s\\S]*?)</symbol>`));
      expect(symbol?.[0]).toMatch(/viewBox="0 0 60 30" preserveAspectRatio="none"/);
      expect(symbol?.[1]).toMatch(/^<(rect|path) /);
    }
  });

  it('names each icon as lucide does', () => {
    for (const [id, icon] of Object.entries(spriteIcons)) expect(icon.displayName).toBe(id);
  });

  it('is the only module that loads lucide, so its components reach no page or browser bundle', () => {
    // Importing a lucide icon anywhere a page renders would put lucide's client components into
    // that route's browser bundle; components name icons by id (IconId), a type.
    const importers = [...sourceFiles('app'), ...sourceFiles('components'), ...sourceFiles('lib')]
      .filter((file) =>
        /^import (?!type )[^;]*from 'lucide-react'/m.test(readFileSync(file, 'utf8')),
      )
      .map((file) => file.split(path.sep).join('/'));
    expect(importers.sort()).toEqual(['lib/icons/sprite-icons.ts']);
  });

  it('is the file the site serves', () => {
    // `npm run icons` writes the file again after a change to the icons or flags.
    if (process.env.WRITE_ICON_SPRITE === '1') writeFileSync(SPRITE_FILE, iconSprite());
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(iconSprite());
  });

  it('is versioned by its content, so a cached sprite is never stale', () => {
    const version = createHash('sha256').update(iconSprite()).digest('hex').slice(0, 8);
    // When this fails, set SPRITE_VERSION in lib/icons/icon-href.ts to the received value.
    expect(version).toBe(SPRITE_VERSION);
  });
});
