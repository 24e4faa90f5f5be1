import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { applyHref, loadRoles } from '@/lib/careers/roles';
import type { Locale } from '@/lib/i18n/locales';

/** The open roles as cards: title, team, location, type, summary and an Apply email link. */
export async function OpenRoles({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'careers' });
  return (
    <ul aria-label={t('roleList.label')} className="my-6 grid gap-4" data-roles>
      {loadRoles(locale).map((role) => {
        const { title } = role;
        const facts = [
          [t('roleList.team'), t(`teams.${role.team}`)],
          [t('roleList.location'), t(`locations.${role.location}`)],
          [t('roleList.type'), t(`types.${role.type}`)],
        ];
        return (
          <li
            key={role.slug}
            className="rounded-lg border bg-card p-5"
            data-role={role.slug}
            // A role not yet translated shows its English text, marked as English.
            lang={role.lang === locale ? undefined : role.lang}
          >
            <h3 className="text-lg font-semibold">{title}</h3>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="flex gap-1.5">
                  <dt className="font-medium after:content-[':']">{label}</dt>
                  <dd className="text-muted-foreground">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 leading-7">{role.summary}</p>
            <a
              href={applyHref(t('roleList.subject', { role: title }))}
              aria-label={t('roleList.applyFor', { role: title })}
              className={buttonClasses({ size: 'sm' }, 'mt-4')}
            >
              {t('roleList.apply')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
