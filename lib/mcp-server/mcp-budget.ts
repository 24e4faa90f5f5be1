import type { Env } from '@/lib/env';

/**
 * What one client may send to `/mcp`: bursts of up to `burst` JSON-RPC messages, refilled at
 * `perMinute` a minute. Every message counts, initialize and notifications included. The
 * server's instructions, the MCP guide and llms.txt state these numbers (the `{{mcp.*}}`
 * catalogue tokens), so an agent can plan a long session before it starts one.
 */
export type McpBudget = { burst: number; perMinute: number };

export function mcpBudget(env: Pick<Env, 'MCP_RATE_BURST' | 'MCP_RATE_LIMIT'>): McpBudget {
  return { burst: env.MCP_RATE_BURST, perMinute: env.MCP_RATE_LIMIT };
}
