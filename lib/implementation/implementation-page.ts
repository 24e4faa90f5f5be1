import { callToActionSection } from '@/lib/content/common-parts';
import type { PageIntl } from '@/lib/content/page-intl';
import { items, section, strong, subheading, type PageParts } from '@/lib/content/page-parts';
import { phases, timeToProduction } from './phases';

/**
 * The implementation page's timeline (components/implementation/phase-timeline.tsx) before its
 * prose, and its call to action after.
 */
export function implementationParts(intl: PageIntl): PageParts {
  const { messages, t } = intl;
  const m = messages.implementation;
  const phaseBlocks = phases.flatMap((phase, index) => {
    const text = m.phases[phase.id];
    const number = t('implementation.timeline.phase', { number: index + 1 });
    return [
      subheading(`${number}: ${text.name}`),
      strong(phase.weeks ? t('implementation.timeline.weeks', phase.weeks) : m.timeline.ongoing),
      text.goal,
      strong(m.timeline.deliverables),
      items(Object.values(text.deliverables)),
      `${strong(m.timeline.yourTeam)} ${text.yourTeam}`,
    ];
  });
  return {
    lead: [
      section(
        'phases',
        m.timeline.heading,
        t('implementation.timeline.total', timeToProduction()),
        ...phaseBlocks,
      ),
    ],
    footer: [callToActionSection(intl, 'implementation')],
  };
}
