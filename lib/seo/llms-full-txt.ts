import { markdownPath } from '@/lib/content/markdown-pages';
import { pageMarkdown } from '@/lib/content/page-markdown';
import { docsGuides } from '@/lib/docs/docs-navigation';
import type { Messages } from '@/lib/i18n/en-messages';
import type { PageId } from '@/lib/site/pages';
import { absoluteUrl } from './alternates';

/** The pages /llms-full.txt holds, in docs order: every guide, then the API reference. */
export const llmsFullPages: readonly PageId[] = [...docsGuides, 'api'];

/**
 * /llms-full.txt: every docs guide and the API reference in English, as the Markdown their
 * `.md` twins serve, one after another, each with its source URL.
 */
export async function llmsFullTxt(siteUrl: string, messages: Messages): Promise<string> {
  const parts = await Promise.all(
    llmsFullPages.map(async (id) => {
      const source = absoluteUrl(siteUrl, markdownPath(id, 'en'));
      const markdown = (await pageMarkdown(id, 'en')).trimEnd();
      // Each page's own headings move one level down under the file's title.
      return `${markdown.replace(/^(#+) /gm, '#$1 ')}\n\nSource: ${source}`;
    }),
  );
  const head = [
    `# ${messages.meta.siteName} ${messages.nav.links.docs.title}`,
    '',
    `> ${messages.docs.description}`,
  ].join('\n');
  return `${[head, ...parts].join('\n\n---\n\n')}\n`;
}
