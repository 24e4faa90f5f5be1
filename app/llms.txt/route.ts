import { getEnv } from '@/lib/env';
import { PLAIN_TEXT } from '@/lib/http/compressed-route-rules';
import { loadMessages } from '@/lib/i18n/messages';
import { llmsTxt } from '@/lib/seo/llms-txt';
import { canonicalOrigin } from '@/lib/seo/site-origin';

export const dynamic = 'force-static';

export async function GET() {
  return new Response(llmsTxt(canonicalOrigin(getEnv()), await loadMessages('en')), {
    headers: { 'Content-Type': PLAIN_TEXT },
  });
}
