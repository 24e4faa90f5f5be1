import type { Locator, Page } from '@playwright/test';

export type Answer = { selector: string; text?: string; path?: string };
export type Interaction = {
  name: string;
  path: string;
  only?: 'mobile' | 'desktop';
  kind?: 'island' | 'navigation';
  scroll?: boolean;
  before?: (page: Page) => Promise<unknown>;
  target: (page: Page) => Locator;
  answer: Answer;
  pathAfter?: string;
};
export const interactions: Interaction[];
export const INTERACTION_BUDGET_MS: { island: number; navigation: number };
export function probe(): void;
export function waitForAnswer(answer: Answer): Promise<{ ms: number }>;
export function measureInteractions(
  origin: string,
  options: { runs?: number; only?: string; cpuRate: number; log?: (line: string) => void },
): Promise<Record<string, { ms: number; spread: string; eventTimingMs: number; budget: number }>>;
