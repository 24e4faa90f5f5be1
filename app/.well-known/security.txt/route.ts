import { getEnv } from '@/lib/env';
import { securityTxt } from '@/lib/security/security-txt';
import { canonicalOrigin } from '@/lib/site-origin';

/** Regenerated daily so that the Expires field always lies months ahead. */
export const revalidate = 86400;

export function GET() {
  return new Response(securityTxt(canonicalOrigin(getEnv()), new Date()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
