/**
 * Catalogue titles may carry soft hyphens (U+00AD) where a long word can break on the page.
 * Text that leaves the page (titles, share cards) drops them.
 */
export function withoutSoftHyphens(text: string): string {
  return text.replaceAll('\u00ad', '');
}
