import { handleChatRequest } from '@/lib/chat/chat-route';

// Streams for as long as the answer takes; Node runtime for the upstream socket handling.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleChatRequest(request);
}
