import { getEnv } from '@/lib/env';
import { enMessages } from '@/lib/i18n/en-messages';
import { llmsTxt } from '@/lib/seo/llms-txt';

export const dynamic = 'force-static';

export function GET() {
  return new Response(llmsTxt(getEnv().NEXT_PUBLIC_SITE_URL, enMessages), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
