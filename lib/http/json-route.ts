import * as z from 'zod/mini';
import { clientIp } from './client-ip';
import { fieldErrors } from './field-errors';
import { bodyRejected, problem, rateLimited } from './problem';
import { createRateLimit, type RateLimit } from './rate-limit';
import { readJsonBody } from './read-json-body';
import { forbiddenOrigin, isForeignOrigin, type SameOriginOptions } from './same-origin';

/**
 * The one pipeline every JSON route handler runs (chat, leads, vitals), so the checks and
 * their answers are the same everywhere and a new route cannot skip one:
 *
 * 1. a foreign Origin: 403 (first, so a cross-site form spends none of a visitor's allowance);
 * 2. the client's rate limit: 429 with Retry-After;
 * 3. the body: 415 when not JSON, 413 over `maxBytes` (counted while reading), 400 when not
 *    parseable;
 * 4. the schema: 400 `invalid_fields` with `fields` naming each field and what is wrong;
 * 5. then `handle` gets the parsed input.
 *
 * The configuration is read on each request (the environment is read at run time, not at build
 * time); the limiter is made on the first one.
 */
export type JsonRouteConfig = SameOriginOptions & {
  vercel: boolean;
  trustedProxy: boolean;
  redisUrl?: string;
};

export type JsonRouteContext<Config> = {
  request: Request;
  config: Config;
  /** The key the client is rate-limited under (see client-ip.ts). */
  client: string;
};

export type JsonRouteOptions<Schema extends z.core.$ZodType, Config extends JsonRouteConfig> = {
  config: () => Config;
  /** Names the limit's counter; requests allowed per client per window. */
  limit: (config: Config) => { name: string; points: number; windowSeconds: number };
  maxBytes: number;
  schema: Schema;
  /** The 400's message when the schema refuses the body. */
  invalidMessage: string;
  /** The 429's message. */
  rateLimitedMessage?: string;
  handle: (input: z.core.output<Schema>, context: JsonRouteContext<Config>) => Promise<Response>;
};

export function createJsonRoute<Schema extends z.core.$ZodType, Config extends JsonRouteConfig>(
  options: JsonRouteOptions<Schema, Config>,
): (request: Request) => Promise<Response> {
  let limiter: RateLimit | undefined;

  return async function POST(request: Request): Promise<Response> {
    const config = options.config();
    if (isForeignOrigin(request, config)) return forbiddenOrigin();

    limiter ??= createRateLimit({ ...options.limit(config), redisUrl: config.redisUrl });
    const client = clientIp(request.headers, config);
    const decision = await limiter.take(client);
    if (!decision.allowed) {
      return rateLimited(decision.retryAfterSeconds, options.rateLimitedMessage);
    }

    const body = await readJsonBody(request, options.maxBytes);
    if (!body.ok) return bodyRejected(body.problem);
    const parsed = z.safeParse(options.schema, body.value);
    if (!parsed.success) {
      return problem(400, {
        error: 'invalid_fields',
        message: options.invalidMessage,
        fields: fieldErrors(parsed.error),
      });
    }
    return options.handle(parsed.data, { request, config, client });
  };
}
