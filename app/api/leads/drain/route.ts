import { createDrainHandler } from '@/lib/leads/drain-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
/** A drain delivers leads one by one, each with up to three attempts. */
export const maxDuration = 60;

export const GET = createDrainHandler();
