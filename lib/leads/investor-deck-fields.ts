/**
 * The investor-deck request's fields and timing, without the schema: the dialog renders from
 * these at once, while the schema (investor-deck-schema.ts), with zod, loads when the dialog
 * opens.
 */
export const investorDeckFields = ['workEmail', 'investorWebsite'] as const;
export type InvestorDeckField = (typeof investorDeckFields)[number];

/** The submitting state lasts at least this long (docs/specification.md §4). */
export const INVESTOR_SUBMIT_DELAY_MS = 1000;

/** The dialog's starting values. */
export const emptyInvestorDeck: Record<InvestorDeckField, string> = {
  workEmail: '',
  investorWebsite: '',
};
