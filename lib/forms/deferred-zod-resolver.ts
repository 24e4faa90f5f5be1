import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type * as z from 'zod/mini';
import { loadOnce } from '@/lib/browser/load-once';

/** The error a form gets in `errors.root` when its schema could not load. */
export const SCHEMA_UNAVAILABLE = 'schemaUnavailable';

export type DeferredZodResolver<Input extends FieldValues, Output> = Resolver<
  Input,
  unknown,
  Output
> & {
  /** Starts loading the schema and the resolver, once; resolves with the schema. */
  load: () => Promise<z.ZodMiniType<Output, Input>>;
};

/**
 * react-hook-form's zod resolver for a schema that loads when it is first needed, so a form can
 * show its fields before zod has arrived. A check waits for the load. While the schema cannot
 * load (the visitor went offline), no field shows an error and a submit fails with
 * `errors.root.type === SCHEMA_UNAVAILABLE`, which the form reports; the next check tries the
 * load again.
 */
export function deferredZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodMiniType<Output, Input>>,
): DeferredZodResolver<Input, Output> {
  type Loaded = { schema: z.ZodMiniType<Output, Input>; resolve: Resolver<Input, unknown, Output> };
  const ready = loadOnce((): Promise<Loaded> =>
    Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => ({
        schema,
        resolve: zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
      }),
    ),
  );

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let loaded: Loaded;
    try {
      loaded = await ready();
    } catch {
      return {
        values: {},
        errors: { root: { type: SCHEMA_UNAVAILABLE, message: SCHEMA_UNAVAILABLE } },
      } as ResolverResult<Input, Output>;
    }
    return loaded.resolve(values, context, options);
  };
  return Object.assign(resolver, { load: () => ready().then(({ schema }) => schema) });
}
