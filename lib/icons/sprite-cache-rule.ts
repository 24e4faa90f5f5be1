import { SPRITE_VERSION } from './icon-href';

/**
 * next.config.ts `headers()`: pages ask for /icons.svg?v=<SPRITE_VERSION>, so the sprite at
 * that version is cached for a year and a changed sprite is a new URL. Any other request for
 * the file keeps the default (revalidated on each use).
 */
export const spriteCacheRule = {
  source: '/icons.svg',
  has: [{ type: 'query' as const, key: 'v', value: SPRITE_VERSION }],
  headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
};
