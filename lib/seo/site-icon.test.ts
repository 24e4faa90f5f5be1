import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_ICON_DATA_URI, SITE_ICON_PATH, SITE_ICON_SVG, siteIcons } from './site-icon';

describe('site icon', () => {
  it('is the same markup inline as in the public file', () => {
    const file = readFileSync(path.join(__dirname, '../../public', SITE_ICON_PATH), 'utf8');
    expect(file.trim()).toBe(SITE_ICON_SVG);
    expect(decodeURIComponent(SITE_ICON_DATA_URI.replace('data:image/svg+xml,', ''))).toBe(
      SITE_ICON_SVG,
    );
  });

  it('links the file for search engines on the home page and is inline elsewhere', () => {
    expect(siteIcons({ linkFile: true })).toEqual({
      icon: [{ url: '/icon.svg', type: 'image/svg+xml' }],
    });
    expect(siteIcons({ linkFile: false })).toEqual({
      icon: [{ url: SITE_ICON_DATA_URI, type: 'image/svg+xml' }],
    });
  });
});
