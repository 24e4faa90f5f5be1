import { requirePageDocument } from '@/lib/documents/load-document';
import { locales } from '@/lib/i18n/locales';
import { company } from '@/lib/site/company';
import { loadPricing } from './load-pricing';
import { PERCENT_FORMAT } from './number-formats';

describe('the pricing plans', () => {
  const english = loadPricing('en');

  it('are the same plans, rows and questions, in the same order, in every language', () => {
    const ids = (pricing: typeof english) => ({
      plans: pricing.plans.map(({ id, monthlyPriceUsd, recommended, action }) => ({
        id,
        monthlyPriceUsd,
        recommended,
        action,
      })),
      rows: pricing.comparison.map((row) => row.id),
      faq: pricing.faq.map((item) => item.id),
    });
    for (const locale of locales) expect(ids(loadPricing(locale))).toEqual(ids(english));
    expect(english.plans.map((plan) => plan.id)).toEqual(['team', 'business', 'enterprise']);
  });

  it('have exactly one recommended plan and one cell per plan in every row', () => {
    expect(english.plans.filter((plan) => plan.recommended)).toHaveLength(1);
    for (const row of english.comparison) expect(row.cells).toHaveLength(english.plans.length);
  });

  it('join the words of the locale, with the site facts filled in', () => {
    const german = loadPricing('de');
    expect(german.plans[0]).toMatchObject({ id: 'team', monthlyPriceUsd: 1500, name: 'Team' });
    expect(german.comparison.find((row) => row.id === 'support')?.label).toBe('Support');
    const billing = german.faq.find((item) => item.id === 'billing')!.answer;
    expect(billing).toContain(company.legalName);
    expect(billing).not.toContain('{{');
    const deployment = english.comparison.find((row) => row.id === 'deployment')!.cells;
    expect(deployment[0]).toEqual({ kind: 'text', text: 'Multi-tenant cloud' });
  });

  it('never offer less on a higher plan for an included/not-included feature', () => {
    for (const row of english.comparison) {
      const flags = row.cells.filter(
        (cell) => cell.kind === 'included' || cell.kind === 'notIncluded',
      );
      for (let i = 1; i < flags.length; i++)
        if (flags[i - 1].kind === 'included') expect(flags[i].kind).toBe('included');
    }
  });

  it('show the same uptime commitments as the Service Level Agreement, in every language', () => {
    const uptime = english.comparison.find((row) => row.id === 'uptime')!.cells;
    // Intl writes a narrow no-break space before % in some locales; the documents a plain one.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    for (const locale of locales) {
      const table = requirePageDocument('legalSla', locale).sections.uptime.blocks.t1 as {
        rows: Record<string, Record<string, string>>;
      };
      // The SLA's table lists the plans in order, the commitment in its second column.
      const rows = Object.values(table.rows);
      for (const [index, cell] of uptime.entries()) {
        if (cell.kind !== 'percent') throw new Error(`no uptime for ${english.plans[index].id}`);
        const shown = new Intl.NumberFormat(locale, PERCENT_FORMAT).format(cell.fraction);
        expect(plain(rows[index].c2)).toBe(plain(shown));
      }
    }
  });
});
