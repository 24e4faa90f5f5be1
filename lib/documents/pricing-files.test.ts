import { pricingPlansFile, pricingTextFile } from './content-schema';
import { parseDataFile } from './data-file';
import { ContentError, formatProblem } from './document-file';
import { plansProblems, textCellIds, textProblems } from './pricing-files';

const plansYaml = `plans:
  - id: team
    monthlyPriceUsd: 1500
    recommended: false
    action: sales
  - id: enterprise
    recommended: true
    action: enterprise
comparison:
  - id: sso
    cells:
      - plan: team
        value:
          discriminant: notIncluded
      - plan: enterprise
        value:
          discriminant: included
  - id: support
    cells:
      - plan: team
        value:
          discriminant: text
          value: supportTeam
      - plan: enterprise
        value:
          discriminant: percent
          value: 99.95
faq:
  - runs
  - billing
`;

const textYaml = `plans:
  - id: team
    name: Team
    tagline: For one team.
    highlights:
      - Five thousand runs
    cta: Contact sales
  - id: enterprise
    name: Enterprise
    tagline: For many.
    highlights:
      - Everything
    cta: Explore
comparison:
  - id: sso
    label: Single sign-on
  - id: support
    label: Support
cells:
  - id: supportTeam
    text: Email
faq:
  - id: runs
    question: What is a run?
    answer: One execution.
  - id: billing
    question: How is billing handled?
    answer: Annually.
`;

const readPlans = (source: string) => ({
  data: parseDataFile(source, { file: 'content/pricing/plans.yaml', schema: pricingPlansFile }),
  source,
  file: 'content/pricing/plans.yaml',
});
const readText = (source: string) => ({
  data: parseDataFile(source, { file: 'content/pricing/de.yaml', schema: pricingTextFile }),
  source,
  file: 'content/pricing/de.yaml',
});
const problemsOf = (plans: string, text: string) =>
  [...plansProblems(readPlans(plans)), ...textProblems(readPlans(plans).data, readText(text))].map(
    formatProblem,
  );

function parseProblems(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

describe('the pricing files', () => {
  it('fit together as written', () => {
    expect(problemsOf(plansYaml, textYaml)).toEqual([]);
    expect(textCellIds(readPlans(plansYaml).data)).toEqual(['supportTeam']);
  });

  it('report a plan, row, cell text and question the locale file lacks, at the list', () => {
    const text = textYaml
      .replace(/  - id: enterprise\n    name: Enterprise\n[\s\S]*?cta: Explore\n/, '')
      .replace('  - id: support\n    label: Support\n', '')
      .replace('cells:\n  - id: supportTeam\n    text: Email\n', '')
      .replace(/  - id: billing\n[\s\S]*$/, '');
    expect(problemsOf(plansYaml, text)).toEqual([
      'content/pricing/de.yaml:1: plans.enterprise: missing: the plan enterprise of content/pricing/plans.yaml',
      'content/pricing/de.yaml:8: comparison.support: missing: the comparison row support of content/pricing/plans.yaml',
      'content/pricing/de.yaml:1: cells.supportTeam: missing: the text cell supportTeam of content/pricing/plans.yaml',
      'content/pricing/de.yaml:11: faq.billing: missing: the FAQ item billing of content/pricing/plans.yaml',
    ]);
  });

  it('report an entry of the locale file that plans.yaml does not have, and one listed twice, at their lines', () => {
    const text = textYaml
      .replace(
        '  - id: support\n    label: Support\n',
        '  - id: support\n    label: Support\n  - id: scim\n    label: SCIM\n',
      )
      .replace('cells:\n', 'cells:\n  - id: supportTeam\n    text: Mail\n');
    expect(problemsOf(plansYaml, text)).toEqual([
      'content/pricing/de.yaml:19: comparison.scim: the comparison row scim is not in content/pricing/plans.yaml',
      'content/pricing/de.yaml:22: cells.supportTeam: supportTeam is listed twice',
    ]);
  });

  it('report a comparison row without one cell per plan, and ids used twice in plans.yaml', () => {
    const plans = plansYaml
      .replace(
        '      - plan: enterprise\n        value:\n          discriminant: included\n',
        '      - plan: business\n        value:\n          discriminant: included\n',
      )
      .replace('  - billing\n', '  - billing\n  - runs\n');
    expect(plansProblems(readPlans(plans)).map(formatProblem)).toEqual([
      'content/pricing/plans.yaml:29: faq: runs is listed twice',
      'content/pricing/plans.yaml:10: comparison.sso.cells: no cell for enterprise; a cell for business, which is no plan',
    ]);
  });

  it('report a malformed file with its line and field', () => {
    const wrongPrice = plansYaml.replace('monthlyPriceUsd: 1500', 'monthlyPriceUsd: "1,500"');
    expect(parseProblems(() => readPlans(wrongPrice))).toEqual([
      'content/pricing/plans.yaml:3: plans.0.monthlyPriceUsd: Invalid input: expected number, received string',
    ]);
    const unknownCell = plansYaml.replace('discriminant: notIncluded', 'discriminant: maybe');
    expect(parseProblems(() => readPlans(unknownCell))[0]).toMatch(
      /^content\/pricing\/plans\.yaml:14: comparison\.0\.cells\.0\.value\.discriminant: /,
    );
    const emptyName = textYaml.replace('name: Team', "name: ''");
    expect(parseProblems(() => readText(emptyName))).toEqual([
      'content/pricing/de.yaml:3: plans.0.name: must not be empty',
    ]);
    const priceInText = textYaml.replace(
      '    cta: Contact sales\n',
      '    cta: Contact sales\n    monthlyPriceUsd: 1400\n',
    );
    expect(parseProblems(() => readText(priceInText))).toEqual([
      'content/pricing/de.yaml:8: plans.0.monthlyPriceUsd: is not a field of this kind of file',
    ]);
    expect(parseProblems(() => readText('plans: [\n'))[0]).toMatch(
      /^content\/pricing\/de\.yaml:\d+: file: /,
    );
  });
});
