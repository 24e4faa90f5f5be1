import 'server-only';
import { getEnv } from '@/lib/env';
import { createRateLimit } from '@/lib/http/rate-limit';
import { canonicalOrigin, siteOrigins } from '@/lib/site-origin';
import { createMcpHandler } from './mcp-handler';

let handler: ReturnType<typeof createMcpHandler> | undefined;

/** The `/mcp` route's configuration from the environment. */
export function handleMcpRequest(request: Request): Promise<Response> {
  if (!handler) {
    const env = getEnv();
    handler = createMcpHandler({
      siteUrl: canonicalOrigin(env),
      siteOrigins: siteOrigins(env),
      limiter: createRateLimit({
        name: 'mcp',
        points: env.MCP_RATE_LIMIT,
        windowSeconds: 60,
        redisUrl: env.REDIS_URL,
      }),
      vercel: env.VERCEL,
      trustedProxy: env.TRUSTED_PROXY,
    });
  }
  return handler(request);
}
