import { handleChatRequest } from '@/lib/chat/chat-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
/** Above the relay's cap on a whole answer (lib/chat/limits.ts), so the relay ends it first. */
export const maxDuration = 120;

export function POST(request: Request): Promise<Response> {
  return handleChatRequest(request);
}
