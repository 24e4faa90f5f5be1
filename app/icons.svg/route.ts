import { iconSprite } from '@/lib/icons/icon-sprite';

export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml',
      // Pages ask for /icons.svg?v=<SPRITE_VERSION>, so a changed sprite is a new URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
