'use client';

import { CopyMarkdownListener } from '@/components/content/copy-markdown-listener';
import { SearchController } from '@/components/search/search-controller';

/** What `AfterLoadIslands` brings in after the load event, as one chunk. */
export default function AfterLoadIslandsChunk() {
  return (
    <>
      <SearchController />
      <CopyMarkdownListener />
    </>
  );
}
