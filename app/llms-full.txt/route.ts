import { getEnv } from '@/lib/env';
import { PLAIN_TEXT } from '@/lib/http/compressed-route-rules';
import { loadMessages } from '@/lib/i18n/messages';
import { llmsFullTxt } from '@/lib/seo/llms-full-txt';
import { canonicalOrigin } from '@/lib/seo/site-origin';

export const dynamic = 'force-static';

export async function GET() {
  return new Response(await llmsFullTxt(canonicalOrigin(getEnv()), await loadMessages('en')), {
    headers: { 'Content-Type': PLAIN_TEXT },
  });
}
