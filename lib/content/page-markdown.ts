import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { cookiePolicyVariant } from '@/lib/legal/cookie-policy-variant';
import { canonicalOrigin } from '@/lib/seo/site-origin';
import type { PageId } from '@/lib/site/pages';
import { isDocument, withVariant, type DocumentContent } from './document';
import { documentMarkdown } from './markdown';

/** Document variants a deployment shows, as the pages choose them. */
const variants: Partial<Record<PageId, () => string | undefined>> = {
  cookies: cookiePolicyVariant,
};

/** The structured document a page renders, in one locale, with this deployment's variant. */
export async function pageDocument(id: PageId, locale: Locale): Promise<DocumentContent> {
  const namespace = (await loadMessages(locale))[id] as Record<string, unknown>;
  if (!isDocument(namespace)) throw new Error(`Message namespace "${id}" is not a document`);
  const variant = variants[id]?.();
  const variantText = variant ? (namespace as Record<string, unknown>)[variant] : undefined;
  return variantText ? withVariant(namespace, variantText) : namespace;
}

/** A document page as Markdown, from the same catalogue text its HTML is rendered from. */
export async function pageMarkdown(id: PageId, locale: Locale): Promise<string> {
  const messages = await loadMessages(locale);
  return documentMarkdown(await pageDocument(id, locale), {
    locale,
    siteUrl: canonicalOrigin(getEnv()),
    updatedLabel: messages.document.updated,
  });
}
