import { createLeadHandler } from '@/lib/leads/lead-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
/**
 * The visitor's answer comes within about 20 s; a send still open then is followed for up to
 * 45 s after the answer (lib/leads/relay.ts), which this must cover on a serverless host.
 */
export const maxDuration = 60;

export const POST = createLeadHandler('access-request');
