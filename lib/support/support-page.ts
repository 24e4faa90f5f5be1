import type { PageIntl } from '@/lib/content/page-intl';
import { subheading, type PageParts } from '@/lib/content/page-parts';
import { faqEntries } from './faq';

/** The support FAQ (components/support/support-faq.tsx), inside the section of the same id. */
export function supportParts({ messages }: PageIntl): PageParts {
  return {
    within: {
      faq: faqEntries(messages.support.faq).flatMap(({ question, answer }) => [
        subheading(question),
        answer,
      ]),
    },
  };
}
