import { readJsonBody } from './read-json-body';

const jsonRequest = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    // @ts-expect-error Node's fetch needs this for streamed bodies
    duplex: 'half',
  });

describe('readJsonBody', () => {
  it('parses a valid body', async () => {
    await expect(readJsonBody(jsonRequest('{"a":1}'), 100)).resolves.toEqual({
      ok: true,
      value: { a: 1 },
    });
  });

  it('accepts a charset parameter', async () => {
    const result = await readJsonBody(
      jsonRequest('{}', { 'content-type': 'application/json; charset=utf-8' }),
      100,
    );
    expect(result.ok).toBe(true);
  });

  it('answers 415 for another content type', async () => {
    const result = await readJsonBody(jsonRequest('{}', { 'content-type': 'text/plain' }), 100);
    expect(result).toMatchObject({ ok: false, problem: { status: 415 } });
  });

  it('answers 413 when the declared length is too large', async () => {
    const result = await readJsonBody(jsonRequest('{}', { 'content-length': '5000' }), 100);
    expect(result).toMatchObject({ ok: false, problem: { status: 413 } });
  });

  it('answers 413 for a chunked body that grows past the limit, counting while reading', async () => {
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new TextEncoder().encode('x'.repeat(64)));
        if (pulls > 1000) controller.close();
      },
    });
    const result = await readJsonBody(jsonRequest(stream), 256);
    expect(result).toMatchObject({ ok: false, problem: { status: 413 } });
    expect(pulls).toBeLessThan(20);
  });

  it('answers 400 for invalid JSON', async () => {
    const result = await readJsonBody(jsonRequest('{"a":'), 100);
    expect(result).toMatchObject({ ok: false, problem: { status: 400, error: 'invalid_json' } });
  });
});
