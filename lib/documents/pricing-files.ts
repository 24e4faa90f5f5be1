import type { Locale } from '../i18n/locales';
import type { ContentProblem } from './document-file';
import type { PricingPlansFile, PricingTextFile } from './content-schema';

/**
 * The two halves of the pricing plans under content/pricing/: plans.yaml holds what is the same
 * in every language (ids, order, prices, the comparison's cells, the FAQ's order), each
 * <locale>.yaml the words. These checks hold the halves together; the loader
 * (lib/pricing/load-pricing.ts) fails the build on them, `npm run check:content` lists them.
 */
export const pricingPlansPath = 'pricing/plans.yaml';
export const pricingTextPath = (locale: Locale) => `pricing/${locale}.yaml`;

/** A file as read: its data, its text (for line numbers) and its name in problems. */
export type ReadFile<T> = { data: T; source: string; file: string };

/** Problems within plans.yaml: ids used twice, a row without exactly one cell per plan. */
export function plansProblems({
  data,
  source,
  file,
}: ReadFile<PricingPlansFile>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (line: number, field: string, message: string) =>
    problems.push({ file, line, field, message });
  const planIds = data.plans.map((plan) => plan.id);
  for (const id of duplicates(planIds))
    report(lineOfId(source, 'plans', id), 'plans.id', `${id} is listed twice`);
  for (const id of duplicates(data.comparison.map((row) => row.id)))
    report(lineOfId(source, 'comparison', id), 'comparison.id', `${id} is listed twice`);
  for (const id of duplicates(data.faq))
    report(lineOfItem(source, 'faq', id), 'faq', `${id} is listed twice`);
  for (const row of data.comparison) {
    const plans = row.cells.map((cell) => cell.plan);
    const missing = planIds.filter((id) => !plans.includes(id));
    const unknown = plans.filter((id) => !planIds.includes(id));
    const twice = duplicates(plans);
    if (missing.length || unknown.length || twice.length)
      report(
        lineOfId(source, 'comparison', row.id),
        `comparison.${row.id}.cells`,
        [
          missing.length ? `no cell for ${missing.join(', ')}` : '',
          unknown.length ? `a cell for ${unknown.join(', ')}, which is no plan` : '',
          twice.length ? `two cells for ${twice.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
      );
  }
  return problems;
}

/** The ids of text cells plans.yaml uses, in order of first use. */
export function textCellIds(plans: PricingPlansFile): string[] {
  const ids = plans.comparison.flatMap((row) =>
    row.cells.flatMap((cell) => (cell.value.discriminant === 'text' ? [cell.value.value] : [])),
  );
  return [...new Set(ids)];
}

/**
 * Problems of one locale's words against plans.yaml: a plan, comparison row, text cell or
 * question missing from the locale file, one it has that plans.yaml does not, or one twice.
 */
export function textProblems(
  plans: PricingPlansFile,
  { data, source, file }: ReadFile<PricingTextFile>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const lists = [
    { key: 'plans', wanted: plans.plans.map((plan) => plan.id), what: 'plan' },
    { key: 'comparison', wanted: plans.comparison.map((row) => row.id), what: 'comparison row' },
    { key: 'cells', wanted: textCellIds(plans), what: 'text cell' },
    { key: 'faq', wanted: plans.faq, what: 'FAQ item' },
  ] as const;
  for (const { key, wanted, what } of lists) {
    const own = data[key].map((item) => item.id);
    for (const id of wanted.filter((id) => !own.includes(id)))
      problems.push({
        file,
        line: lineOfKey(source, key),
        field: `${key}.${id}`,
        message: `missing: the ${what} ${id} of content/${pricingPlansPath}`,
      });
    for (const id of own.filter((id) => !wanted.includes(id)))
      problems.push({
        file,
        line: lineOfId(source, key, id),
        field: `${key}.${id}`,
        message: `the ${what} ${id} is not in content/${pricingPlansPath}`,
      });
    for (const id of duplicates(own))
      problems.push({
        file,
        line: lineOfId(source, key, id),
        field: `${key}.${id}`,
        message: `${id} is listed twice`,
      });
  }
  return problems;
}

function duplicates(ids: string[]): string[] {
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
}

/** The line of a top-level key (`faq:`), or 1. */
function lineOfKey(source: string, key: string): number {
  const match = new RegExp(`^${key}:`, 'm').exec(source);
  return match ? lineAt(source, match.index) : 1;
}

/** The line of the entry `id: <id>` under a top-level key, else the key's line. */
function lineOfId(source: string, key: string, id: string): number {
  return lineAfterKey(source, key, new RegExp(`^\\s*-?\\s*id:\\s*['"]?${id}['"]?\\s*$`, 'm'));
}

/** The line of the list item `- <id>` under a top-level key, else the key's line. */
function lineOfItem(source: string, key: string, id: string): number {
  return lineAfterKey(source, key, new RegExp(`^\\s*-\\s*['"]?${id}['"]?\\s*$`, 'm'));
}

function lineAfterKey(source: string, key: string, entry: RegExp): number {
  const start = new RegExp(`^${key}:`, 'm').exec(source);
  if (!start) return 1;
  const rest = source.slice(start.index);
  const next = /\n\S/.exec(rest);
  const match = entry.exec(next ? rest.slice(0, next.index) : rest);
  return lineAt(source, start.index + (match?.index ?? 0));
}

function lineAt(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}
