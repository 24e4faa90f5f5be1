'use client';

import { useEffect } from 'react';
import { notify } from '@/components/ui/toast';

/**
 * Makes the server-rendered "Copy as Markdown" buttons work (`data-copy-markdown` holds the
 * page's `.md` URL, `data-copied` and `data-failed` the toasts). One listener for the whole site,
 * so that document pages ship no script of their own; the text is fetched on click.
 */
export function CopyMarkdownListener() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLElement>('[data-copy-markdown]');
      if (!button) return;
      const { copyMarkdown: href, copied, failed } = button.dataset;
      if (href) void copy(href, copied ?? '', failed ?? '');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}

async function copy(href: string, copied: string, failed: string) {
  try {
    const body = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      return response.text();
    });
    // Safari allows a clipboard write after an await only through a ClipboardItem promise.
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
      const blob = body.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await navigator.clipboard.writeText(await body);
    }
    notify({ title: copied, variant: 'success' });
  } catch {
    notify({ title: failed, variant: 'error' });
  }
}
