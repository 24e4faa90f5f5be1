import type { z } from 'zod';
import { ContentError, type ContentProblem } from './document-file';
import { readYaml } from './yaml-data';

/**
 * One YAML data file under content/ (the pricing files), as the editor writes it: checked
 * against its schema, or a ContentError naming each field's line. Pure, like parseContentFile.
 */
export function parseDataFile<T>(
  source: string,
  options: { file: string; schema: z.ZodType<T> },
): T {
  const problems: ContentProblem[] = [];
  const data = readYaml(
    source,
    options.schema,
    (line, field, message) => problems.push({ file: options.file, line, field, message }),
    { firstLine: 1, field: 'file' },
  );
  if (problems.length > 0 || data === undefined)
    throw new ContentError(problems.sort((a, b) => a.line - b.line));
  return data;
}
