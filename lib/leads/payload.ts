/**
 * The body the workflow API expects (docs/specification.md §7):
 * {"initial_params":{"json_payload":"data:application/json;base64,<base64 of the form JSON>"}}.
 */
export type WorkflowRunBody = { initial_params: { json_payload: string } };

const PREFIX = 'data:application/json;base64,';

/** A base64 data URL of the value's JSON, UTF-8 encoded (names and companies are not ASCII). */
export function toJsonDataUrl(value: unknown): string {
  return PREFIX + Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

/** The inverse of toJsonDataUrl; throws on anything else. */
export function fromJsonDataUrl(url: string): unknown {
  if (!url.startsWith(PREFIX)) throw new Error('Not a base64 application/json data URL');
  return JSON.parse(Buffer.from(url.slice(PREFIX.length), 'base64').toString('utf8'));
}

/** Every kind of lead travels the same way: its validated form, as a JSON data URL. */
export function workflowRunBody(lead: unknown): WorkflowRunBody {
  return { initial_params: { json_payload: toJsonDataUrl(lead) } };
}
