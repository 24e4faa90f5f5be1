import { JsonLd } from '@/components/seo/json-ld';
import { loadPageDocument } from '@/lib/documents/load-document';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { techArticle } from '@/lib/seo/structured-data';
import { canonicalOrigin } from '@/lib/site-origin';
import { getPage, type PageId } from '@/lib/site/pages';

/** TechArticle structured data for a docs page, from its document's title and dates. */
export async function DocsArticleJsonLd({ id, locale }: { id: PageId; locale: Locale }) {
  const doc = loadPageDocument(id, locale);
  if (!doc) return null;
  return (
    <JsonLd
      data={techArticle(
        canonicalOrigin(getEnv()),
        locale,
        getPage(id).path,
        doc.title,
        doc.description,
        doc.updated,
      )}
    />
  );
}
