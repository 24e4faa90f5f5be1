import * as z from 'zod/mini';
import { deferredZodResolver, SCHEMA_UNAVAILABLE } from './deferred-zod-resolver';

const schema = z.object({ email: z.email('invalidEmail') });
type Input = z.input<typeof schema>;
const options = { fields: {}, names: ['email' as const], shouldUseNativeValidation: false };

describe('deferredZodResolver', () => {
  test('checks with the schema once it has loaded, loading it once', async () => {
    const loadSchema = jest.fn(async () => schema);
    const resolver = deferredZodResolver<Input, Input>(loadSchema);
    const [bad, good] = await Promise.all([
      resolver({ email: 'not an address' }, undefined, options),
      resolver({ email: 'mei@example.com' }, undefined, options),
    ]);
    expect(bad.errors.email?.message).toBe('invalidEmail');
    expect(good).toEqual({ values: { email: 'mei@example.com' }, errors: {} });
    expect(await resolver.load()).toBe(schema);
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  test('while the schema cannot load, no field error but a root error; the next check retries', async () => {
    const loadSchema = jest
      .fn<Promise<typeof schema>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const resolver = deferredZodResolver<Input, Input>(loadSchema);
    const offline = await resolver({ email: 'not an address' }, undefined, options);
    expect(offline.errors.email).toBeUndefined();
    expect(offline.errors.root?.type).toBe(SCHEMA_UNAVAILABLE);

    const online = await resolver({ email: 'not an address' }, undefined, options);
    expect(online.errors.email?.message).toBe('invalidEmail');
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
