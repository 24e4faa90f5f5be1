/**
 * The structured document every long page is read into (lib/documents/document-file.ts reads
 * content/pages/<route>/<locale>.mdoc into it): the renderer, the Markdown twins, search, MCP and
 * the assistant all work on this shape. Inline strings are Markdown (`code`, **bold**, links).
 *
 *   {
 *     "title", "description", "intro",          // every page has these
 *     "updated": "2026-11-01",                    // optional ISO date, shown as 'last updated'
 *     "sections": {
 *       "<anchor-id>": {
 *         "heading": "…",
 *         "blocks": {
 *           "p1": "A paragraph with `code`, **bold** and [links](/docs/mcp).",
 *           "h1": { "subheading": "…" },
 *           "l1": { "items": { "a": "…", "b": "…" } },          // bulleted list
 *           "s1": { "steps": { "a": "…", "b": "…" } },          // numbered list
 *           "n1": { "note": "…" },                               // call-out
 *           "c1": { "lang": "ts", "title": "worker.ts", "code": "…" },
 *           "t1": { "columns": { "name": "Name" }, "rows": { "r1": { "name": "…" } } }
 *         }
 *       }
 *     }
 *   }
 *
 * Section keys are the ids the files give; the reader numbers the rest in order (blocks per kind:
 * p1, p2, h1, l1…; items i1…, rows r1…, columns c1…), so a block's anchor (`{section}-{block}`)
 * is the same in every locale when the translations keep the English structure.
 */
export type Block =
  | string
  // `id`: the anchor of its HTML heading, where the page gives it one (lib/twins/page-document.ts).
  | { subheading: string; id?: string }
  | { items: Record<string, string> }
  | { steps: Record<string, string> }
  | { note: string }
  | { code: string; lang: string; title?: string }
  | { columns: Record<string, string>; rows: Record<string, Record<string, string>> };

export type Section = { heading: string; blocks: Record<string, Block> };

export type DocumentContent = {
  title: string;
  description: string;
  intro: string;
  updated?: string;
  sections: Record<string, Section>;
};
