/** The whole text of every result of a locale, as the browser downloads it beside the index. */
export type SearchTexts = {
  version: 1;
  /** Per row of the packed index (search-pack.ts), in its order: the record's text. */
  texts: string[];
  /** Per page's row, the rows of its sections and entries, whose text its snippet may quote. */
  parts: [page: number, rows: number[]][];
};
