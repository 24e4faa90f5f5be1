import type { PageIntl } from '@/lib/content/page-intl';
import { link, subheading, type PageParts } from '@/lib/content/page-parts';
import { applyHref, roles } from './roles';

/** The open roles (components/careers/open-roles.tsx), inside the section of the same id. */
export function careersParts({ messages, t }: PageIntl): PageParts {
  const m = messages.careers;
  const roleBlocks = roles.flatMap((role) => {
    const title = m.roles[role.id].title;
    const facts = [
      `${m.roleList.team}: ${m.teams[role.team]}`,
      `${m.roleList.location}: ${m.locations[role.location]}`,
      `${m.roleList.type}: ${m.types[role.type]}`,
    ].join(' · ');
    const apply = link(
      t('careers.roleList.applyFor', { role: title }),
      applyHref(t('careers.roleList.subject', { role: title })),
    );
    return [subheading(title), facts, m.roles[role.id].summary, apply];
  });
  return { within: { 'open-roles': roleBlocks } };
}
