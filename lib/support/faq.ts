import { parseInline } from '@/lib/content/inline';
import type { Messages } from '@/lib/messages/en-messages';

/** The support FAQ, in the order shown; questions and answers come from support.faq.{id}. */
export type FaqId = keyof Messages['support']['faq'];

export const supportFaq: readonly FaqId[] = [
  'hours',
  'languages',
  'design',
  'waitingRun',
  'mcp',
  'incidents',
  'security',
  'sla',
];

export type FaqEntry = { question: string; answer: string };

/** Inline markup reduced to its text, for FAQPage JSON-LD (search engines get plain answers). */
export function plainText(source: string): string {
  return parseInline(source)
    .map((token) => token.text)
    .join('');
}

/** The entries in display order, with their inline markup (links) intact. */
export function faqEntries(faq: Record<FaqId, FaqEntry>): (FaqEntry & { id: FaqId })[] {
  return supportFaq.map((id) => ({ id, ...faq[id] }));
}

/** The entries as FAQPage JSON-LD wants them: the same order, answers as plain text. */
export function faqStructuredEntries(faq: Record<FaqId, FaqEntry>): FaqEntry[] {
  return faqEntries(faq).map(({ question, answer }) => ({ question, answer: plainText(answer) }));
}
