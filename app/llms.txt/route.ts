import { getEnv } from '@/lib/env';
import { enMessages } from '@/lib/i18n/en-messages';
import { llmsTxt } from '@/lib/seo/llms-txt';
import { canonicalOrigin } from '@/lib/seo/site-origin';

export const dynamic = 'force-static';

export function GET() {
  return new Response(llmsTxt(canonicalOrigin(getEnv()), enMessages), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
