/** Reads a JSON request body within a byte limit, counting while reading (chunked bodies too). */
export type BodyError = { status: 400 | 413 | 415; error: string; message: string };
export type BodyResult = { ok: true; value: unknown } | { ok: false; problem: BodyError };

export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return fail(415, 'unsupported_media_type', 'Send the body as application/json.');
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge(maxBytes);

  const reader = request.body?.getReader();
  if (!reader) return fail(400, 'invalid_json', 'The request has no body.');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge(maxBytes);
    }
    chunks.push(value);
  }

  const text = new TextDecoder('utf-8', { fatal: false }).decode(concat(chunks, size));
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return fail(400, 'invalid_json', 'The body is not valid JSON.');
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function tooLarge(maxBytes: number) {
  return fail(413, 'payload_too_large', `The body must be at most ${maxBytes} bytes.`);
}

function fail(status: BodyError['status'], error: string, message: string): BodyResult {
  return { ok: false, problem: { status, error, message } };
}
