import 'server-only';
import { getEnv } from '@/lib/env';
import { siteOrigins } from '@/lib/site-origin';
import { createChatHandler } from './chat-handler';
import { CHAT_MAX_ANSWER_BYTES, CHAT_MAX_FIRST_BYTE_MS, CHAT_MAX_IDLE_MS } from './limits';

/**
 * The chat route's configuration from the environment. AI_CHAT_KEY is read here, in a
 * server-only module, and only ever placed in the upstream request's Authorization header.
 */
let handler: ReturnType<typeof createChatHandler> | undefined;

function chatHandler() {
  if (handler) return handler;
  const env = getEnv();
  const totalMs = env.CHAT_MAX_ANSWER_SECONDS * 1000;
  handler = createChatHandler({
    upstream: env.AI_CHAT_URL ? { url: env.AI_CHAT_URL, key: env.AI_CHAT_KEY } : undefined,
    siteOrigins: siteOrigins(env),
    rateLimit: env.CHAT_RATE_LIMIT,
    redisUrl: env.REDIS_URL,
    vercel: env.VERCEL,
    trustedProxy: env.TRUSTED_PROXY,
    timeouts: {
      firstByteMs: Math.min(CHAT_MAX_FIRST_BYTE_MS, totalMs),
      idleMs: Math.min(CHAT_MAX_IDLE_MS, totalMs),
      totalMs,
      maxBytes: CHAT_MAX_ANSWER_BYTES,
    },
    siteAssistantDelayMs: 12,
  });
  return handler;
}

export function handleChatRequest(request: Request): Promise<Response> {
  return chatHandler()(request);
}
