import { webManifest } from '@/lib/seo/web-manifest';

export const dynamic = 'force-static';

export function GET() {
  return Response.json(webManifest(), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
}
