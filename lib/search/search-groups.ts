import type { SearchHit } from './search-engine';
import { searchKinds, type SearchKind } from './search-kinds';

export type SearchGroup = { kind: SearchKind; hits: SearchHit[] };

/** Hits grouped by kind, groups in the order of their best hit, hits in rank order. */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) {
    const list = groups.get(hit.kind) ?? [];
    list.push(hit);
    groups.set(hit.kind, list);
  }
  return [...groups.entries()]
    .filter(([kind]) => searchKinds.includes(kind))
    .map(([kind, list]) => ({ kind, hits: list }));
}
