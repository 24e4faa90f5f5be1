import { handleMcpRequest } from '@/lib/mcp-server/mcp-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = handleMcpRequest;
export const POST = handleMcpRequest;
export const DELETE = handleMcpRequest;
