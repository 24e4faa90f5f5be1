import { getPublicEnv } from '@/lib/env';
import { callToActionLinks, type CtaPageId } from '@/lib/site/calls-to-action';
import { comingSoonNext, type ComingSoonId, type ComingSoonTarget } from '@/lib/site/coming-soon';
import { getPage } from '@/lib/site/pages';
import type { PageIntl } from './page-intl';
import { items, link, section, type PageParts, type PageSection } from './page-parts';

/** The closing call to action of a page (components/product/call-to-action.tsx). */
export function callToActionSection({ messages }: PageIntl, id: CtaPageId): PageSection {
  const { cta } = messages[id];
  const { primary, secondary } = callToActionLinks(id);
  return section(
    `${id}-cta`,
    cta.heading,
    cta.text,
    items([link(cta.primary, primary), link(cta.secondary, secondary)]),
  );
}

/** A Coming Soon placeholder (components/layout/coming-soon-page.tsx). */
export function comingSoonParts({ messages }: PageIntl, id: ComingSoonId): PageParts {
  const texts = messages.comingSoon;
  const describe = (target: ComingSoonTarget) => {
    if (target === 'app') return { ...texts.app, href: getPublicEnv().appUrl };
    if (target === 'requestInvitation') return { ...texts.requestInvitation, href: '/' };
    return { ...messages.nav.links[target], href: getPage(target).path };
  };
  return {
    preface: [`**${texts.badge}**`, texts.body],
    footer: [
      section(
        'next-steps',
        texts.nextHeading,
        items(
          comingSoonNext[id].map((target) => {
            const { title, description, href } = describe(target);
            return `${link(title, href)}: ${description}`;
          }),
        ),
        link(texts.backHome, '/'),
      ),
    ],
  };
}
