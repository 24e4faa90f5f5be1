import type * as z from 'zod/mini';

/**
 * A schema's issues as a route's `fields`: messages keyed by the dotted path of the field
 * (`workEmail`, `messages.2.content`), `_form` for the body as a whole; unknown keys are
 * reported under their own name as 'unknown'. Those names come from the client, so they are
 * gathered in a Map: on a plain object a key such as `toString` or `__proto__` would find what
 * Object.prototype holds under that name.
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  const fields = new Map<string, string[]>();
  const add = (key: string, code: string) => {
    const codes = fields.get(key);
    if (codes) codes.push(code);
    else fields.set(key, [code]);
  };
  for (const issue of error.issues) {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      issue.keys.forEach((key) => add([...at, key].join('.'), 'unknown'));
    } else {
      add(at.length ? at.join('.') : '_form', issue.message);
    }
  }
  // fromEntries defines each key as an own property, `__proto__` included.
  return Object.fromEntries(fields);
}
