import http from 'node:http';
import path from 'node:path';
import { outboxLeads } from '../lib/leads/file-lead-store';
import { expect, test } from './test';
import { PORT, STRICT_PORT, WORKFLOW_API_PORT } from '../playwright.config';
import { startNextInstance, type NextInstance } from './next-instance';

/**
 * Lead capture no visitor can switch off, and that never answers 2xx for a lead it cannot keep:
 * - on the suite's strict server (`next start`, no proxy settings, three leads per client),
 *   one loopback address exhausts its limits, forged X-Forwarded-For or not, while another
 *   address still gets through;
 * - on a server set up as a serverless host (VERCEL=1) with no Redis and a failing workflow
 *   API, a lead is answered 503 and the visitor's dialog keeps what they typed.
 */
const fakeApi = `http://127.0.0.1:${WORKFLOW_API_PORT}`;
const outboxDir = path.resolve('test-results/outbox-serverless');

/** POSTs from a given loopback address, as `curl --interface` would. */
function postFrom(
  localAddress: string,
  port: number,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: route,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

let sequence = 0;
const email = (tag: string) => `${tag}.${Date.now()}.${(sequence += 1)}@visitors.example`;

const bodies = {
  '/api/subscribe': () => ({ email: email('subscriber') }),
  '/api/access-request': () => ({
    fullName: 'Mei Lin Tan',
    workEmail: email('requester'),
    phoneNumber: '+65 6123 4567',
    companyName: 'Example Logistics',
  }),
};

for (const [route, body] of Object.entries(bodies)) {
  test(`${route}: one address over its limit, forged headers or not, never refuses another address`, async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      statuses.push(await postFrom('127.0.0.2', STRICT_PORT, route, body()));
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    // Without a proxy it trusts, the server counts the socket's address: forged
    // X-Forwarded-For values buy the forger no bucket of its own.
    for (let n = 0; n < 8; n += 1) {
      const forged = { 'x-forwarded-for': `198.51.100.${n % 3}, 127.0.0.2` };
      expect(await postFrom('127.0.0.2', STRICT_PORT, route, body(), forged)).toBe(429);
    }
    expect(await postFrom('127.0.0.3', STRICT_PORT, route, body())).toBe(202);
  });
}

test.describe('on a serverless host with no Redis and a failing workflow API', () => {
  test.describe.configure({ mode: 'serial' });
  let serverless: NextInstance;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    serverless = await startNextInstance(PORT + 10, {
      VERCEL: '1',
      // The origin this host serves the site at, as a deployment names its own.
      SITE_ORIGINS: `http://127.0.0.1:${PORT + 10}`,
      WORKFLOW_API_URL: fakeApi,
      LEADS_DRAIN_INTERVAL: '0',
      LEADS_OUTBOX_DIR: outboxDir,
    });
  });
  test.afterAll(() => serverless?.stop());

  test('a lead is answered 503 with Retry-After, never 2xx, and nothing is kept on disk', async ({
    request,
  }) => {
    const lead = bodies['/api/access-request']();
    await request.post(`${fakeApi}/__control`, { data: { email: lead.workEmail, fail: 3 } });
    const response = await request.post(`${serverless.url}/api/access-request`, {
      data: lead,
      headers: { 'idempotency-key': `serverless-${Date.now()}` },
    });
    expect(response.status()).toBe(503);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ error: 'not_stored' });
    expect(await outboxLeads(outboxDir)).toEqual([]);
  });

  test('the German dialog keeps what the visitor typed, says it failed, and a retry goes through under the same key', async ({
    page,
    request,
  }) => {
    const workEmail = email('dialog');
    await request.post(`${fakeApi}/__control`, { data: { email: workEmail, fail: 3 } });
    const answers: { status: number; key?: string }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/access-request')) {
        answers.push({
          status: response.status(),
          key: response.request().headers()['idempotency-key'],
        });
      }
    });
    await page.goto(`${serverless.url}/de`);
    await page.getByRole('button', { name: 'Einladung anfordern' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Einladung anfordern' });
    await dialog.getByLabel('Vollständiger Name').fill('Anna Schmidt');
    await dialog.getByLabel('Geschäftliche E-Mail-Adresse').fill(workEmail);
    await dialog.getByLabel('Telefonnummer').fill('+49 30 1234567');
    await dialog.getByRole('textbox', { name: 'Unternehmen', exact: true }).fill('Beispiel GmbH');
    await dialog.getByRole('button', { name: 'Einladung anfordern' }).click();

    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Beim Senden Ihrer Anfrage ist ein Fehler' }),
    ).toBeVisible();
    expect(answers.map((answer) => answer.status)).toEqual([503]);
    await expect(dialog.getByLabel('Vollständiger Name')).toHaveValue('Anna Schmidt');
    await expect(dialog.getByLabel('Geschäftliche E-Mail-Adresse')).toHaveValue(workEmail);

    // The workflow API is back: the same lead, sent again, goes through under the same key.
    await dialog.getByRole('button', { name: 'Einladung anfordern' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Vielen Dank für Ihr Interesse!' }),
    ).toBeVisible();
    expect(answers.map((answer) => answer.status)).toEqual([503, 200]);
    expect(answers[1].key).toBe(answers[0].key);
  });
});
