import { clientIp } from '@/lib/http/client-ip';
import { bodyRejected, problem, rateLimited } from '@/lib/http/problem';
import type { RateLimit } from '@/lib/http/rate-limit';
import { readJsonBody } from '@/lib/http/read-json-body';
import { forbiddenOrigin, isForeignOrigin } from '@/lib/http/same-origin';
import { chatRequestSchema } from './chat-request-schema';
import { CHAT_MAX_BODY_BYTES } from './limits';
import { pageContext, systemMessage } from './page-context';
import { siteAssistantResponse } from './site-assistant';
import { relayToUpstream, type RelayTimeouts, type UpstreamTarget } from './upstream-relay';

export type ChatHandlerOptions = {
  /** The hosted ai-chat function; without it the built-in site assistant answers. */
  upstream?: UpstreamTarget;
  siteUrl: string;
  limiter: RateLimit;
  vercel: boolean;
  trustedProxy: boolean;
  timeouts: RelayTimeouts;
  /** Pause between the site assistant's chunks, so its answer streams like a model's. */
  siteAssistantDelayMs?: number;
};

/**
 * POST /api/chat. Checks in order: a foreign Origin (403), then the body (415, 413, 400),
 * the schema (400) and the per-IP rate limit (429), and only then answers: through the
 * upstream relay, or the site assistant when none is configured.
 */
export function createChatHandler(options: ChatHandlerOptions) {
  return async function handleChat(request: Request): Promise<Response> {
    if (isForeignOrigin(request, options)) return forbiddenOrigin();
    const body = await readJsonBody(request, CHAT_MAX_BODY_BYTES);
    if (!body.ok) return bodyRejected(body.problem);
    const parsed = chatRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      return problem(400, {
        error: 'invalid_request',
        message: 'The chat request is not valid.',
        fields: fieldErrors(parsed.error.issues),
      });
    }
    const ip = clientIp(request.headers, options);
    const decision = await options.limiter.take(ip);
    if (!decision.allowed) {
      return rateLimited(decision.retryAfterSeconds, 'Too many messages. Try again later.');
    }

    const context = pageContext(parsed.data.path);
    if (!options.upstream) {
      return siteAssistantResponse(context, parsed.data.messages, request.signal, {
        delayMs: options.siteAssistantDelayMs ?? 0,
      });
    }
    return relayToUpstream(
      options.upstream,
      [{ role: 'system', content: systemMessage(context) }, ...parsed.data.messages],
      request.signal,
      options.timeouts,
    );
  };
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
