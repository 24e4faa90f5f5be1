import { getEnv } from '@/lib/env';

export const dynamic = 'force-dynamic';

/**
 * Who answers the chat on this server: the hosted model (AI_CHAT_URL set) or the built-in site
 * assistant. Read at run time, as the relay reads it, for the panel's footer; the pages
 * themselves are prerendered before any server knows its environment.
 */
export function GET(): Response {
  return Response.json({ hosted: Boolean(getEnv().AI_CHAT_URL) });
}
