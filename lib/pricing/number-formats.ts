/** How a plan's monthly price is written: `$1,500`, `1.500 $` — whole dollars, narrow symbol. */
export const PRICE_FORMAT = {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
} as const;

/** How a percentage of the comparison is written: `99.95%`. */
export const PERCENT_FORMAT = { style: 'percent', maximumFractionDigits: 2 } as const;
