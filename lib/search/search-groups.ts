import type { SearchHit } from './search-engine';
import { searchKinds, type SearchKind } from './search-kinds';

export type SearchGroup = { kind: SearchKind; hits: SearchHit[] };

/**
 * The group a kind of hit is shown in: pages and sections of pages are one list, ranked together
 * by score under "Pages"; API endpoints, MCP servers and integrations have lists of their own.
 */
export function groupOf(kind: SearchKind): SearchKind {
  return kind === 'section' ? 'page' : kind;
}

/** Hits grouped as groupOf says, groups in the order of their best hit, hits in rank order. */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) {
    if (!searchKinds.includes(hit.kind)) continue;
    const kind = groupOf(hit.kind);
    const list = groups.get(kind) ?? [];
    list.push(hit);
    groups.set(kind, list);
  }
  return [...groups.entries()].map(([kind, list]) => ({ kind, hits: list }));
}
