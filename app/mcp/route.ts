import { handleMcpRequest } from '@/lib/mcp-server/mcp-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = handleMcpRequest;
export const OPTIONS = handleMcpRequest;
// Answered 405 with the methods that work: this endpoint keeps no sessions and no GET stream.
export const GET = handleMcpRequest;
export const DELETE = handleMcpRequest;
