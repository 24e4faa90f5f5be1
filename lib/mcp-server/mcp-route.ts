import 'server-only';
import { getEnv } from '@/lib/env';
import { createTokenBucket } from '@/lib/http/token-bucket';
import { canonicalOrigin, siteOrigins } from '@/lib/site-origin';
import { mcpBudget } from './mcp-budget';
import { createMcpHandler } from './mcp-handler';

let handler: ReturnType<typeof createMcpHandler> | undefined;

/** The `/mcp` route's configuration from the environment. */
export function handleMcpRequest(request: Request): Promise<Response> {
  if (!handler) {
    const env = getEnv();
    const budget = mcpBudget(env);
    handler = createMcpHandler({
      siteUrl: canonicalOrigin(env),
      siteOrigins: siteOrigins(env),
      budget,
      limiter: createTokenBucket({ name: 'mcp', ...budget, redisUrl: env.REDIS_URL }),
      vercel: env.VERCEL,
      trustedProxy: env.TRUSTED_PROXY,
    });
  }
  return handler(request);
}
