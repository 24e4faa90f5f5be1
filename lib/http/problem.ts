import type { BodyError } from './read-json-body';

/** Typed JSON error responses: every 4xx and 5xx says what went wrong in one shape. */
export type Problem = {
  error: string;
  message: string;
  fields?: Record<string, string[]>;
};

export function problem(status: number, body: Problem, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** The answer to a client over its rate limit, the same shape on every route. */
export function rateLimited(
  retryAfterSeconds: number,
  message = 'Too many requests. Try again later.',
): Response {
  return problem(
    429,
    { error: 'rate_limited', message },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** The answer to a body readJsonBody refused (415, 413 or 400). */
export function bodyRejected({ status, error, message }: BodyError): Response {
  return problem(status, { error, message });
}
