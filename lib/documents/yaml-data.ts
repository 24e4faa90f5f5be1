import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';

type Report = (line: number, field: string, message: string) => void;

/**
 * YAML checked against a zod schema, each problem reported with the line of the field it
 * concerns: a content file's front-matter, or a whole data file (content/pricing/*.yaml).
 * `firstLine` is the file line the YAML starts on; `field` names the whole text in problems
 * that concern no one field.
 */
export function readYaml<T>(
  text: string,
  schema: z.ZodType<T>,
  report: Report,
  { firstLine, field }: { firstLine: number; field: string },
): T | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const lineOf = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  for (const error of doc.errors) report(lineOf(error.pos[0]), field, error.message);
  if (doc.errors.length > 0) return undefined;
  const parsed = schema.safeParse(doc.toJS() ?? {});
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path.map(String), key];
        const pair = doc.getIn(path.slice(0, -1), true) as
          { items?: { key?: { value?: unknown; range?: [number] } }[] } | undefined;
        const owner = path.length > 1 ? pair : (doc.contents as typeof pair);
        const item = owner?.items?.find((entry) => entry.key?.value === key);
        report(
          item?.key?.range ? lineOf(item.key.range[0]) : firstLine,
          path.join('.'),
          'is not a field of this kind of file',
        );
      }
      continue;
    }
    const path = issue.path.map(String);
    let node: unknown;
    for (let depth = path.length; depth > 0 && !node; depth--)
      node = doc.getIn(path.slice(0, depth), true);
    const range = (node as { range?: [number, number] } | undefined)?.range;
    report(range ? lineOf(range[0]) : firstLine, path.join('.') || field, issue.message);
  }
  return undefined;
}
