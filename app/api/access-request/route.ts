import { createLeadHandler } from '@/lib/leads/lead-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
/** Three attempts with their timeouts and backoff fit well inside this. */
export const maxDuration = 30;

export const POST = createLeadHandler('access-request');
