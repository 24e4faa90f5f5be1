import type { Messages } from '@/lib/messages/en-messages';
import type { PageId } from '@/lib/site/pages';
import { keywords } from './keywords';
import type { Passage, SiteIndex } from './site-index';
import { searchSite, type Hit } from './site-search';

type ChatMessages = Messages['chat'];
export type SuggestionTopic = keyof ChatMessages['suggestions'];

/** The pages each curated answer is drawn from, linked under it. */
const topicPages: Record<SuggestionTopic, PageId[]> = {
  mcpServers: ['mcpRegistry', 'docsMcp'],
  integrateMcp: ['docsMcp', 'mcpRegistry'],
  popularIntegrations: ['integrations', 'mcpRegistry'],
  platformFeatures: ['platform', 'home'],
};

const MAX_PASSAGES = 3;
const MAX_PER_PAGE = 2;
const MAX_LINKS = 3;
/** Passages scoring below this share of the best one are left out. */
const RELATIVE_CUTOFF = 0.35;
const EXCERPT_CHARS = 320;

export type SiteAnswer = { markdown: string; pages: PageId[]; topic?: SuggestionTopic };

/**
 * Composes the site assistant's answer: a curated summary for the suggested prompts, else the
 * best matching passages of the site's copy, each with a link to its page. Deterministic.
 */
export function composeSiteAnswer(
  index: SiteIndex,
  chat: ChatMessages,
  question: string,
  currentPage?: PageId,
): SiteAnswer {
  const topic = suggestionTopic(chat, question);
  if (topic) {
    const pages = topicPages[topic];
    return {
      topic,
      pages,
      markdown: `${chat.assistant.answers[topic]}\n\n${readMore(index, chat, pages)}`,
    };
  }
  const chosen = choosePassages(searchSite(index, question, currentPage));
  if (!chosen.length) {
    const pages: PageId[] = ['docs', 'support'];
    return { pages, markdown: `${chat.assistant.noMatch}\n\n${readMore(index, chat, pages)}` };
  }
  const pages = unique(chosen.map((passage) => passage.pageId)).slice(0, MAX_LINKS);
  const bullets = chosen.map((passage) => `- **${passage.pageTitle}**: ${excerpt(passage.text)}`);
  return {
    pages,
    markdown: [chat.assistant.lead, bullets.join('\n'), readMore(index, chat, pages)].join('\n\n'),
  };
}

/** Which suggested prompt the question is, ignoring case, accents and punctuation. */
export function suggestionTopic(chat: ChatMessages, question: string): SuggestionTopic | undefined {
  const asked = keywords(question).join(' ');
  const entries = Object.entries(chat.suggestions) as [SuggestionTopic, string][];
  return entries.find(([, prompt]) => keywords(prompt).join(' ') === asked)?.[0];
}

function choosePassages(hits: Hit[]): Passage[] {
  if (!hits.length) return [];
  const cutoff = hits[0].score * RELATIVE_CUTOFF;
  const chosen: Passage[] = [];
  const perPage = new Map<PageId, number>();
  for (const { passage, score } of hits) {
    if (chosen.length === MAX_PASSAGES || score < cutoff) break;
    if ((perPage.get(passage.pageId) ?? 0) >= MAX_PER_PAGE) continue;
    if (chosen.some((other) => repeated(passage.terms, other.terms) > 0.5)) continue;
    chosen.push(passage);
    perPage.set(passage.pageId, (perPage.get(passage.pageId) ?? 0) + 1);
  }
  return chosen;
}

/** Share of a candidate's terms already in a chosen passage: catches restated intros. */
function repeated(candidate: string[], chosen: string[]): number {
  const own = new Set(candidate);
  const seen = new Set(chosen);
  let shared = 0;
  for (const term of own) if (seen.has(term)) shared += 1;
  return shared / Math.max(1, own.size);
}

/**
 * The first sentences of a passage, up to a few hundred characters; a sentence that does not
 * fit whole is cut at a word, so the figures that follow a short first sentence (a plan's
 * price) still show.
 */
function excerpt(text: string): string {
  if (text.length <= EXCERPT_CHARS) return text;
  let out = '';
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length <= EXCERPT_CHARS) {
      out = next;
      continue;
    }
    // Cut the sentence that does not fit, unless only a few words of it would show.
    if (EXCERPT_CHARS - out.length > 60 || !out)
      out = `${next.slice(0, EXCERPT_CHARS).replace(/\s+\S*$/, '')}…`;
    break;
  }
  return out;
}

function readMore(index: SiteIndex, chat: ChatMessages, pages: PageId[]): string {
  const links = pages.map((id) => {
    const passage = index.passages.find((entry) => entry.pageId === id);
    return passage ? `[${passage.pageTitle}](${passage.url})` : undefined;
  });
  return `**${chat.assistant.readMore}** ${links.filter(Boolean).join(' · ')}`;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
