import 'server-only';
import { markdownPath } from '@/lib/twins/markdown-pages';
import { pageMarkdown } from '@/lib/twins/page-markdown';
import type { Messages } from '@/lib/messages/en-messages';
import type { Locale } from '@/lib/i18n/locales';
import { indexablePages, navSections, type PageId } from '@/lib/site/pages';
import { absoluteUrl } from './alternates';
import { agentFileLines, agentFilePath, fill, LLMS_FULL_PATH, LLMS_PATH } from './llms-txt';

/**
 * The pages `/llms-full.txt` holds, in the order of `/llms.txt`: the home page, then each sidebar
 * section's pages (product, company, pricing, guides and API reference, legal documents).
 */
export const llmsFullPages: readonly PageId[] = [
  ...indexablePages().filter((page) => page.kind === 'home'),
  ...navSections.flatMap((section) => indexablePages().filter((page) => page.section === section)),
].map((page) => page.id as PageId);

/**
 * `/llms-full.txt` in one locale: every page as its `.md` twin serves it, one after another,
 * each a level down under the file's title and followed by its source URL. The twins write
 * their headings with that offset, so code samples pass through untouched.
 */
export async function llmsFullTxt(siteUrl: string, messages: Messages, locale: Locale) {
  const text = messages.agentFiles;
  const parts = await Promise.all(
    llmsFullPages.map(async (id) => {
      const source = absoluteUrl(siteUrl, markdownPath(id, locale));
      const markdown = (await pageMarkdown(id, locale, { headingOffset: 1 })).trimEnd();
      return `${markdown}\n\n${text.source} ${source}`;
    }),
  );
  const head = [
    `# ${fill(text.fullTitle, { site: messages.meta.siteName })}`,
    '',
    `> ${text.fullSummary}`,
    '',
    fill(text.fullIndex, { indexUrl: absoluteUrl(siteUrl, agentFilePath(LLMS_PATH, locale)) }),
    '',
    ...agentFileLines(siteUrl, messages, locale, LLMS_FULL_PATH),
  ].join('\n');
  return `${[head, ...parts].join('\n\n---\n\n')}\n`;
}
