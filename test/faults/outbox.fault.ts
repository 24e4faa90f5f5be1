import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { outboxLeads, setAsideFiles } from '@/lib/leads/file-lead-store';
import {
  accessRequest,
  FakeWorkflowApi,
  postLead,
  printReport,
  report,
  startSite,
  type Site,
} from './harness';

/**
 * An outbox nobody else can write. A file planted in the outbox is never sent with the workflow
 * token to a workflow the server does not know; a folder another user could write, or a
 * symlink, is never used; when nothing private can take a lead, the visitor gets 503 with
 * Retry-After and keeps the form.
 */
const SECRET = 'faults-drain-secret-0123456789';
const TOKEN = 'workflow-token-never-for-strangers';
let api: FakeWorkflowApi;
const sites: Site[] = [];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'faults-outbox-'));

beforeAll(async () => {
  api = await new FakeWorkflowApi().listen();
});
afterAll(async () => {
  await Promise.all(sites.map((site) => site.kill()));
  await api?.close();
  printReport('outbox');
});

async function site(env: Record<string, string>) {
  const started = await startSite(env);
  sites.push(started);
  return started;
}

function plant(dir: string, name: string, lead: Record<string, unknown>) {
  writeFileSync(
    path.join(dir, name),
    JSON.stringify({
      idempotencyKey: `planted-${name.slice(-12, -5)}`,
      receivedAt: new Date().toISOString(),
      lead: { email: 'planted@evil.example' },
      ...lead,
    }),
  );
}

it('a file planted in the outbox naming a foreign workflow is set aside and logged, never sent', async () => {
  const outbox = mkdtempSync(path.join(scratch, 'private-'));
  plant(outbox, 'lead-0000000000001-000000001-plantedaaaaa.json', {
    kind: 'subscribe',
    workflowId: 'exfiltrate',
  });
  plant(outbox, 'lead-0000000000002-000000001-plantedbbbbb.json', {
    kind: 'payroll',
    workflowId: 'subscribe',
  });
  const target = await site({
    WORKFLOW_API_URL: api.url,
    WORKFLOW_API_TOKEN: TOKEN,
    LEADS_OUTBOX_DIR: outbox,
    LEADS_DRAIN_SECRET: SECRET,
  });
  const drained = await fetch(`${target.url}/api/leads/drain`, {
    headers: { authorization: `Bearer ${SECRET}` },
  });
  const body = await drained.json();

  expect(drained.status).toBe(200);
  expect(body).toMatchObject({ delivered: 0, setAside: 2 });
  expect(api.runs).toEqual([]);
  expect(await setAsideFiles(outbox)).toHaveLength(2);
  expect(await outboxLeads(outbox)).toEqual([]);
  const logged = target.events('lead.set_aside').map((entry) => entry.reason);
  expect(logged).toEqual(['unknown_workflow', 'unknown_kind']);
  report('planted outbox files', {
    planted: 2,
    sent: api.runs.length,
    setAside: body.setAside,
    logged: logged.join(', '),
  });
}, 60_000);

it('an outbox folder others can write, or a squatted temporary folder, is never used', async () => {
  const open = path.join(scratch, 'open');
  mkdirSync(open);
  chmodSync(open, 0o777);
  const tmp = mkdtempSync(path.join(scratch, 'tmp-'));
  const attacker = mkdtempSync(path.join(scratch, 'attacker-'));
  symlinkSync(attacker, path.join(tmp, 'yno-leads-AAAAAA'));
  mkdirSync(path.join(tmp, 'yno-leads-BBBBBB'));
  chmodSync(path.join(tmp, 'yno-leads-BBBBBB'), 0o777);
  const target = await site({ LEADS_OUTBOX_DIR: open, TMPDIR: tmp });
  const answer = await postLead(target, accessRequest('squatted'), 'fault-squatted-01');

  const own = readdirSync(tmp).filter((name) => !/AAAAAA|BBBBBB/.test(name));
  expect(answer.status).toBe(202);
  expect(readdirSync(open)).toEqual([]);
  expect(readdirSync(attacker)).toEqual([]);
  expect(readdirSync(path.join(tmp, 'yno-leads-BBBBBB'))).toEqual([]);
  expect(own).toEqual([expect.stringMatching(/^yno-leads-\w{6}$/)]);
  expect(await outboxLeads(path.join(tmp, own[0]))).toHaveLength(1);
  expect(String(target.events('lead.store_failed')[0]?.error)).toMatch(
    /can be written by other users/,
  );
  report('unsafe outbox folders', {
    visitor: `${answer.status} in ${answer.ms} ms`,
    stored: `a new private folder ${own[0]} (mode 0700)`,
    refused: 'the 0777 outbox, a symlinked and a 0777 yno-leads-* in the temporary folder',
  });
}, 60_000);

it('nothing private can take the lead: 503 with Retry-After, nothing written', async () => {
  const real = mkdtempSync(path.join(scratch, 'real-'));
  const link = path.join(scratch, 'linked-outbox');
  symlinkSync(real, link);
  const notAFolder = path.join(scratch, 'not-a-folder');
  writeFileSync(notAFolder, '');
  const target = await site({ LEADS_OUTBOX_DIR: link, TMPDIR: notAFolder });
  const started = Date.now();
  const response = await fetch(`${target.url}/api/access-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': 'fault-nowhere-01' },
    body: JSON.stringify(accessRequest('nowhere')),
  });
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('30');
  expect(readdirSync(real)).toEqual([]);
  report('no private store', {
    visitor: `503 Retry-After ${response.headers.get('retry-after')} in ${Date.now() - started} ms`,
    refused: 'a symlinked outbox; a temporary folder that is not a folder',
  });
}, 60_000);
