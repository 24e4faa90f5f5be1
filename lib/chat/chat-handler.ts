import { createJsonRoute } from '@/lib/http/json-route';
import type { SiteOrigins } from '@/lib/site-origin';
import { chatRequestSchema } from './chat-request-schema';
import { CHAT_MAX_BODY_BYTES } from './limits';
import { pageContext, systemMessage } from './page-context';
import { siteAssistantResponse } from './site-assistant';
import { relayToUpstream, type RelayTimeouts, type UpstreamTarget } from './upstream-relay';

export type ChatHandlerOptions = {
  /** The hosted ai-chat function; without it the built-in site assistant answers. */
  upstream?: UpstreamTarget;
  siteOrigins: SiteOrigins;
  /** Messages per client per minute. */
  rateLimit: number;
  redisUrl?: string;
  vercel: boolean;
  trustedProxy: boolean;
  timeouts: RelayTimeouts;
  /** Pause between the site assistant's chunks, so its answer streams like a model's. */
  siteAssistantDelayMs?: number;
};

/**
 * POST /api/chat, through the JSON route pipeline (Origin, rate limit, body, schema), then
 * answered through the upstream relay, or by the site assistant when none is configured.
 */
export function createChatHandler(options: ChatHandlerOptions) {
  return createJsonRoute({
    config: () => options,
    limit: ({ rateLimit }) => ({ name: 'chat', points: rateLimit, windowSeconds: 60 }),
    maxBytes: CHAT_MAX_BODY_BYTES,
    schema: chatRequestSchema,
    invalidMessage: 'The chat request is not valid.',
    rateLimitedMessage: 'Too many messages. Try again later.',
    async handle({ path, messages }, { request }) {
      const context = pageContext(path);
      if (!options.upstream) {
        return siteAssistantResponse(context, messages, request.signal, {
          delayMs: options.siteAssistantDelayMs ?? 0,
        });
      }
      return relayToUpstream(
        options.upstream,
        [{ role: 'system', content: systemMessage(context) }, ...messages],
        request.signal,
        options.timeouts,
      );
    },
  });
}
