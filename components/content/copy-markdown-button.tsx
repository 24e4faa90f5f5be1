'use client';

import { StaticIcon } from '@/components/ui/static-icon';
import { buttonClasses } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';

export type CopyMarkdownText = { label: string; copied: string; failed: string };

/**
 * Copies the page's Markdown twin (`href`, the same text as the page) to the clipboard. The
 * text is fetched on click, so the page carries none of it.
 */
export function CopyMarkdownButton({ href, text }: { href: string; text: CopyMarkdownText }) {
  async function copy() {
    try {
      // Safari allows clipboard writes after an await only through a ClipboardItem promise.
      const body = fetch(href).then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.text();
      });
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
        const blob = body.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      } else {
        await navigator.clipboard.writeText(await body);
      }
      notify({ title: text.copied, variant: 'success' });
    } catch {
      notify({ title: text.failed, variant: 'error' });
    }
  }
  return (
    <button
      type="button"
      onClick={copy}
      className={buttonClasses({ variant: 'outline', size: 'sm' }, 'mt-4')}
      data-copy-markdown
    >
      <StaticIcon icon="FileText" className="size-4" />
      {text.label}
    </button>
  );
}
