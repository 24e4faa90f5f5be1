import { fromJsonDataUrl, toJsonDataUrl, workflowRunBody } from './payload';
import { accessRequestSchema } from '@/lib/leads/access-request-schema';

describe('workflowRunBody', () => {
  const lead = accessRequestSchema.parse({
    fullName: 'Zoë Müller-Ødegaard 陈',
    workEmail: 'zoe@example.de',
    phoneNumber: '+49 30 1234567',
    companyName: 'Ärzte & Co. KG',
    useCase: 'Invoice triage → ERP',
  });

  it('wraps a base64 JSON data URL in initial_params.json_payload', () => {
    const body = workflowRunBody(lead);
    expect(Object.keys(body)).toEqual(['initial_params']);
    expect(Object.keys(body.initial_params)).toEqual(['json_payload']);
    expect(body.initial_params.json_payload).toMatch(
      /^data:application\/json;base64,[A-Za-z0-9+/]+=*$/,
    );
  });

  it('round-trips, non-ASCII text included', () => {
    expect(fromJsonDataUrl(workflowRunBody(lead).initial_params.json_payload)).toEqual(lead);
  });

  it('is standard base64 of the UTF-8 JSON', () => {
    expect(toJsonDataUrl({ a: 'é' })).toBe(
      `data:application/json;base64,${Buffer.from('{"a":"é"}').toString('base64')}`,
    );
  });

  it('refuses anything but a JSON data URL', () => {
    expect(() => fromJsonDataUrl('data:text/plain;base64,e30=')).toThrow();
  });
});
