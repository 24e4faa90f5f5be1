import { makeRouteHandler } from '@keystatic/next/route-handler';
import { cmsSetup } from '@/lib/cms/cms-setup';
import { cmsConfig } from '@/lib/cms/keystatic-config';
import { getEnv } from '@/lib/env';

/**
 * The editor's API, in Keystatic's own protocol. Local mode (`next dev` only) reads and writes
 * the working copy; GitHub mode only signs editors in and out, their commits going from the
 * browser to GitHub with their own token. Where the editor is off, every request is a 404.
 */
export const dynamic = 'force-dynamic';

let handler: ReturnType<typeof makeRouteHandler> | null | undefined;

function keystaticHandler() {
  if (handler !== undefined) return handler;
  const setup = cmsSetup(getEnv());
  handler = setup ? makeRouteHandler({ config: cmsConfig(setup.storage), ...setup.github }) : null;
  return handler;
}

const off = () =>
  new Response('The editor is not configured on this server.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function GET(request: Request) {
  return keystaticHandler()?.GET(request) ?? off();
}

export async function POST(request: Request) {
  return keystaticHandler()?.POST(request) ?? off();
}
