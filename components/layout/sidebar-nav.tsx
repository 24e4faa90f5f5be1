import {
  Boxes,
  Building,
  ChevronDown,
  ExternalLink,
  Library,
  Scale,
  Tag,
  type LucideIcon,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { getPublicEnv } from '@/lib/env';
import {
  externalLinks,
  navSections,
  pagesInSection,
  sectionsOpenByDefault,
  type NavSection,
} from '@/lib/site/pages';
import { ExternalLinkButton } from './external-link-button';
import { NavLink } from './nav-link';

const sectionIcons: Record<NavSection | 'external', LucideIcon> = {
  product: Boxes,
  company: Building,
  pricing: Tag,
  resources: Library,
  legal: Scale,
  external: ExternalLink,
};

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted data-[active]:bg-accent data-[active]:font-semibold data-[active]:text-accent-foreground';

function Section({
  id,
  label,
  children,
}: {
  id: NavSection | 'external';
  label: string;
  children: React.ReactNode;
}) {
  const Icon = sectionIcons[id];
  return (
    <details open={sectionsOpenByDefault.includes(id)} data-section={id} className="px-2">
      <summary className="flex min-h-11 items-center gap-3 rounded-md px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground hover:bg-muted">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span data-sidebar-label className="flex-1">
          {label}
        </span>
        <ChevronDown
          aria-hidden="true"
          data-chevron
          data-sidebar-hide
          className="size-4 transition-transform"
        />
      </summary>
      <ul className="mb-2 space-y-0.5">{children}</ul>
    </details>
  );
}

/** The sidebar's sections and links, rendered on the server from the page registry. */
export async function SidebarNav() {
  const t = await getTranslations('nav');
  const tc = await getTranslations('common');
  const env = getPublicEnv();

  return (
    <nav aria-label={t('sidebar.label')} className="py-2">
      {navSections.map((section) => (
        <Section key={section} id={section} label={t(`sections.${section}`)}>
          {pagesInSection(section).map((page) => {
            const Icon = page.icon;
            const id = page.id as Exclude<typeof page.id, never>;
            return (
              <li key={page.id}>
                <NavLink href={page.path} className={itemClass} pendingLabel={tc('loadingPage')}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  <span data-sidebar-label className="flex min-w-0 flex-col">
                    <span className="truncate">{t(`links.${id}.title` as never)}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {t(`links.${id}.description` as never)}
                    </span>
                  </span>
                </NavLink>
              </li>
            );
          })}
        </Section>
      ))}
      <Section id="external" label={t('sections.external')}>
        {externalLinks.map((link) => {
          const Icon = link.icon;
          const title = t(`links.${link.id}.title`);
          return (
            <li key={link.id}>
              <ExternalLinkButton
                url={env[link.urlKey]}
                description={t(`links.${link.id}.description`)}
                className={itemClass}
                text={{
                  heading: t('external.title', { title }),
                  body: t('external.body'),
                  urlLabel: t('external.urlLabel'),
                  cancel: t('external.cancel'),
                  confirm: t('external.confirm'),
                  close: tc('close'),
                }}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <span data-sidebar-label className="flex min-w-0 flex-col">
                  <span className="truncate">{title}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {t(`links.${link.id}.description`)}
                  </span>
                </span>
              </ExternalLinkButton>
            </li>
          );
        })}
      </Section>
    </nav>
  );
}
