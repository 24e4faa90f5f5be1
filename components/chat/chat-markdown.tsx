import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from '@/lib/i18n/navigation';
import { locales } from '@/lib/i18n/locales';
import { stripLocale } from '@/lib/i18n/paths';
import { isSitePath } from '@/lib/site/site-path';

/**
 * Site links navigate in place (the assistant writes them with their locale prefix, which `Link`
 * puts back); anything else opens in a new tab without opener or referrer.
 */
function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
  const className = 'font-medium text-primary underline underline-offset-2';
  if (isSitePath(href)) {
    return (
      <Link href={stripLocale(href, locales)} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

const components: Components = {
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-5">{children}</ol>,
  pre: ({ children }) => (
    <pre className="my-2 overflow-x-auto rounded-md bg-background p-3 text-xs leading-relaxed">
      {children}
    </pre>
  ),
  code: ({ children, className }) => (
    <code
      className={`rounded bg-background px-1 py-0.5 font-mono text-[0.85em] ${className ?? ''}`}
    >
      {children}
    </code>
  ),
  h1: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h2: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h3: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
};

/**
 * Assistant text as markdown: links, lists, emphasis and code. Raw HTML is dropped, images are
 * not loaded, and react-markdown's URL filter removes javascript: and similar links.
 */
export default function ChatMarkdown({ text }: { text: string }) {
  return (
    <Markdown skipHtml disallowedElements={['img']} unwrapDisallowed components={components}>
      {text}
    </Markdown>
  );
}
