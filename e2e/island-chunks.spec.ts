import { readFileSync } from 'node:fs';
import { EVERY_PAGE_ISLANDS, LEAD_DIALOGS } from '@/lib/build/shared-chunk';
import { expect, test } from './test';

/**
 * lib/build/shared-chunk.ts names the islands it merges by the request of their dynamic import.
 * Renaming an island's file would silently give it a chunk of its own again (one more request
 * while the page is idle), so the build's own record of each dynamic import is checked: every
 * island that every page readies loads from the `islands` chunk alone, and the lead dialogs from
 * `lead-forms` beside it.
 */
const manifest: Record<string, { files: string[] }> = JSON.parse(
  readFileSync('.next/react-loadable-manifest.json', 'utf8'),
);

/** The chunk names (file name without its hash) each import of `request` loads. */
function chunksOf(request: string): string[][] {
  return Object.entries(manifest)
    .filter(([key]) => key.endsWith(` -> ${request}`))
    .map(([, { files }]) =>
      files.map((file) => file.replace(/^.*\//, '').replace(/[.-][0-9a-f]+\.js$/, '')),
    );
}

test('the islands every page readies load from the islands chunk alone', () => {
  for (const request of EVERY_PAGE_ISLANDS) {
    const imports = chunksOf(request);
    expect(imports, request).not.toHaveLength(0);
    for (const chunks of imports) expect(chunks, request).toEqual(['islands']);
  }
});

test('the lead dialogs load from the lead-forms chunk beside the islands chunk', () => {
  for (const request of LEAD_DIALOGS) {
    const imports = chunksOf(request);
    expect(imports, request).not.toHaveLength(0);
    for (const chunks of imports) expect(chunks.sort(), request).toEqual(['islands', 'lead-forms']);
  }
});
