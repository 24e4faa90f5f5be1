import { createVitalsHandler } from '@/lib/analytics/vitals-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = createVitalsHandler();
