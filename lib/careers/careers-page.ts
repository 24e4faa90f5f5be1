import type { PageIntl } from '@/lib/content/page-intl';
import { link, subheading, type PageParts } from '@/lib/content/page-parts';
import { applyHref, loadRoles } from './roles';

/** The open roles (components/careers/open-roles.tsx), inside the section of the same id. */
export function careersParts({ messages, t, locale }: PageIntl): PageParts {
  const m = messages.careers;
  const roleBlocks = loadRoles(locale).flatMap((role) => {
    const { title } = role;
    const facts = [
      `${m.roleList.team}: ${m.teams[role.team]}`,
      `${m.roleList.location}: ${m.locations[role.location]}`,
      `${m.roleList.type}: ${m.types[role.type]}`,
    ].join(' · ');
    const apply = link(
      t('careers.roleList.applyFor', { role: title }),
      applyHref(t('careers.roleList.subject', { role: title })),
    );
    return [subheading(title), facts, role.summary, apply];
  });
  return { within: { 'open-roles': roleBlocks } };
}
