import { phases, timeToProduction } from './phases';

describe('implementation phases', () => {
  it('run from discovery to ongoing optimisation, each bounded phase with min ≤ max', () => {
    expect(phases[0].id).toBe('discovery');
    expect(phases.at(-1)).toEqual({ id: 'optimisation', weeks: null });
    for (const phase of phases.slice(0, -1)) {
      expect(phase.weeks!.min).toBeGreaterThan(0);
      expect(phase.weeks!.min).toBeLessThanOrEqual(phase.weeks!.max);
    }
  });

  it('add up to the time from kick-off to production', () => {
    expect(timeToProduction()).toEqual({ min: 13, max: 29 });
    expect(timeToProduction([{ id: 'pilot', weeks: { min: 1, max: 2 } }])).toEqual({
      min: 1,
      max: 2,
    });
  });
});
