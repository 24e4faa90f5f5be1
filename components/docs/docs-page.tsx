import { getTranslations } from 'next-intl/server';
import { CodeBlock } from '@/components/content/code-block';
import { documentPage } from '@/components/content/document-page';
import type { PageId } from '@/lib/site/pages';
import { DocsArticleJsonLd } from './docs-article-json-ld';
import { DocsMobileNav } from './docs-mobile-nav';
import { DocsNav } from './docs-nav';
import { DocsPager } from './docs-pager';

/**
 * A docs route: its structured document with the docs navigation (beside the page on large
 * screens, in a disclosure above it on small ones), next/previous links, TechArticle data and
 * highlighted code samples.
 */
export function docsPage(id: PageId) {
  return documentPage(id, {
    eyebrow: async (locale) =>
      id === 'docs'
        ? undefined
        : (await getTranslations({ locale, namespace: 'docs' }))('navigation.label'),
    extra: (locale) => (
      <>
        <DocsArticleJsonLd id={id} locale={locale} />
        <DocsMobileNav locale={locale} current={id} />
      </>
    ),
    aside: (locale) => <DocsNav locale={locale} current={id} />,
    footer: (locale) => <DocsPager locale={locale} current={id} />,
    codeBlock: CodeBlock,
  });
}
