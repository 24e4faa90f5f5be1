'use client';

import { CopyMarkdownListener } from '@/components/content/copy-markdown-listener';
import { SearchController } from '@/components/search/search-controller';

/** What `AfterLoadIslands` starts once the page is idle (the island `afterLoadControls`). */
export default function AfterLoadControls() {
  return (
    <>
      <SearchController />
      <CopyMarkdownListener />
    </>
  );
}
