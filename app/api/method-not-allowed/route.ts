import { methodNotAllowed } from '@/lib/http/unknown-methods';

/** Where a request with a method no route knows is sent, to be answered 405 (see lib/http/unknown-methods.ts). */
export const dynamic = 'force-dynamic';
export const GET = methodNotAllowed;
