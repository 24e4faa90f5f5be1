/** A turn of the conversation as the browser keeps and sends it (docs/specification.md §3). */
export type ChatRole = 'user' | 'assistant';
export type ChatMessage = { role: ChatRole; content: string };
/** What goes upstream: the relay adds the system message. */
export type UpstreamMessage = { role: ChatRole | 'system'; content: string };
