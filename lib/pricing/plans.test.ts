import { requirePageDocument } from '@/lib/documents/load-document';
import { locales } from '@/lib/i18n/locales';
import { comparison, planIds, plans, pricingFaq } from './plans';

describe('pricing data', () => {
  it('has one plan per id, in order, with exactly one recommended', () => {
    expect(plans.map((plan) => plan.id)).toEqual([...planIds]);
    expect(plans.filter((plan) => plan.recommended)).toHaveLength(1);
  });

  it('gives every comparison row a cell for every plan', () => {
    expect(new Set(comparison.map((row) => row.id)).size).toBe(comparison.length);
    for (const row of comparison)
      expect(Object.keys(row.cells).sort()).toEqual([...planIds].sort());
  });

  it('never offers less on a higher plan for an included/not-included feature', () => {
    for (const row of comparison) {
      const flags = planIds.map((id) => row.cells[id]).filter((cell) => typeof cell === 'boolean');
      for (let i = 1; i < flags.length; i++) if (flags[i - 1]) expect(flags[i]).toBe(true);
    }
  });

  it('shows the same uptime commitments as the Service Level Agreement, in every language', async () => {
    const uptime = comparison.find((row) => row.id === 'uptime')!.cells;
    // Intl writes a narrow no-break space before % in some locales; the catalogues a plain one.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    for (const locale of locales) {
      const table = requirePageDocument('legalSla', locale).sections.uptime.blocks.t1 as {
        rows: Record<string, Record<string, string>>;
      };
      // The SLA's table lists the plans in order, the commitment in its second column.
      const rows = Object.values(table.rows);
      for (const [index, id] of planIds.entries()) {
        const cell = uptime[id];
        if (typeof cell !== 'object' || !('percent' in cell))
          throw new Error(`no uptime for ${id}`);
        const shown = new Intl.NumberFormat(locale, {
          style: 'percent',
          maximumFractionDigits: 2,
        }).format(cell.percent);
        expect(plain(rows[index].c2)).toBe(plain(shown));
      }
    }
  });

  it('has unique FAQ questions', () => {
    expect(new Set(pricingFaq).size).toBe(pricingFaq.length);
  });
});
