/**
 * The phases of a YNO implementation, in order, with their typical duration in weeks (null for
 * the ongoing phase). Names, goals and deliverables come from `implementation.phases`.
 */
export type PhaseId = 'discovery' | 'integration' | 'pilot' | 'rollout' | 'optimisation';
export type WeekRange = { min: number; max: number };
export type Phase = { id: PhaseId; weeks: WeekRange | null };

export const phases: readonly Phase[] = [
  { id: 'discovery', weeks: { min: 2, max: 3 } },
  { id: 'integration', weeks: { min: 3, max: 6 } },
  { id: 'pilot', weeks: { min: 4, max: 8 } },
  { id: 'rollout', weeks: { min: 4, max: 12 } },
  { id: 'optimisation', weeks: null },
];

/** Kick-off to production: the sum of the bounded phases. */
export function timeToProduction(list: readonly Phase[] = phases): WeekRange {
  return list.reduce(
    (total, phase) =>
      phase.weeks ? { min: total.min + phase.weeks.min, max: total.max + phase.weeks.max } : total,
    { min: 0, max: 0 },
  );
}
