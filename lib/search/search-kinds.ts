/**
 * The kinds of search result, in the order their groups are shown. Kept apart from the index's
 * builder (search-records.ts), which reads every catalogue, so the browser's search dialog
 * imports these names alone.
 */
export const searchKinds = ['page', 'section', 'endpoint', 'server', 'integration'] as const;
export type SearchKind = (typeof searchKinds)[number];
