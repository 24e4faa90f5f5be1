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

  it('matches the uptime commitments of the Service Level Agreement', () => {
    const uptime = comparison.find((row) => row.id === 'uptime')!.cells;
    expect(uptime).toEqual({
      team: { percent: 0.995 },
      business: { percent: 0.999 },
      enterprise: { percent: 0.9995 },
    });
  });

  it('has unique FAQ questions', () => {
    expect(new Set(pricingFaq).size).toBe(pricingFaq.length);
  });
});
