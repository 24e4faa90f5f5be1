import type { PageIntl } from '@/lib/content/page-intl';
import { items, link, section, strong, subheading, type PageParts } from '@/lib/content/page-parts';
import { getPublicEnv } from '@/lib/env';
import { leadFormBlocks } from './lead-forms';
import { communityStatIds, featureIds, heroPills, marketStatIds } from './home-sections';
import { platformServices } from './services';
import { UPTIME_START, UPTIME_START_FORMAT } from './uptime';

/**
 * The home page as its sections show it (components/home/): the hero with its status bar and
 * drawing, the features, the market figures and the subscribe box. The live uptime counter is
 * left out: a text written at build time would only be wrong. Each of its three forms (the
 * hero's access request, the investor deck, the newsletter) is described with its route, for a
 * reader that cannot fill it in (lib/home/lead-forms.ts).
 */
export function homeParts(intl: PageIntl): PageParts {
  const { messages, format, t } = intl;
  const { hero, features, market, exclusiveAccess, accessRequest, investorDeck } = messages;
  const since = t('hero.status.uptime', {
    date: format.dateTime(UPTIME_START, UPTIME_START_FORMAT),
  });
  const services = t('hero.status.services', { count: platformServices.length });
  return {
    head: { title: hero.headline, intro: hero.subheadline },
    preface: [
      strong(hero.badge),
      items(heroPills.map((pill) => hero.pills[pill])),
      link(hero.tryChat, getPublicEnv().chatProductUrl),
      `${strong(hero.status.operational)} · ${since} · ${services}`,
      `${strong(hero.status.servicesTitle)}: ${platformServices
        .map((service) => hero.status.serviceNames[service])
        .join(', ')}`,
      `${strong(hero.visual.title)}: ${hero.visual.description}`,
    ],
    lead: [
      section(
        'request-invitation',
        accessRequest.title,
        accessRequest.description,
        ...leadFormBlocks(intl, 'access-request'),
      ),
      section(
        'features',
        features.title,
        `_${features.eyebrow}_`,
        features.subtitle,
        ...featureIds.flatMap((id) => [
          subheading(features.items[id].title),
          features.items[id].body,
        ]),
      ),
      section(
        'market',
        market.title,
        `_${market.eyebrow}_`,
        market.subtitle,
        marketStatsList(intl),
        subheading(market.investorTitle),
        market.investorBody,
        investorDeck.description,
        ...leadFormBlocks(intl, 'investor-deck'),
      ),
      section(
        'exclusive-access',
        exclusiveAccess.title,
        `_${exclusiveAccess.eyebrow}_`,
        exclusiveAccess.subtitle,
        exclusiveAccess.note,
        ...leadFormBlocks(intl, 'subscribe'),
        items(
          communityStatIds.map(
            (id) => `${strong(exclusiveAccess.stats[id].value)} ${exclusiveAccess.stats[id].label}`,
          ),
        ),
      ),
    ],
  };
}

/** The four market figures (components/home/market-stats.tsx), also shown on /investors. */
export function marketStatsList({ messages }: PageIntl) {
  const { stats } = messages.market;
  return items(
    marketStatIds.map((id) => `${strong(stats[id].value)} ${stats[id].label} (${stats[id].note})`),
  );
}
