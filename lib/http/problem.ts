/** Typed JSON error responses: every 4xx and 5xx says what went wrong in one shape. */
export type Problem = {
  error: string;
  message: string;
  fields?: Record<string, string[]>;
};

export function problem(status: number, body: Problem, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}
