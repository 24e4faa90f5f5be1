import { Boxes, Building, ChevronDown, ExternalLink, Library, Scale, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  externalLinks,
  getPage,
  sectionsOpenByDefault,
  type NavSection,
  type PageId,
} from '@/lib/site/pages';
import { StaticIcon } from '@/components/ui/static-icon';
import { ExternalLinkButton, type ExternalLinkDialogText } from './external-link-button';
import { NavLink } from './nav-link';

type ExternalId = (typeof externalLinks)[number]['id'];

/**
 * The sidebar's content as plain data, translated on the server. The desktop sidebar renders
 * it there; the phone sheet receives the same data and renders it when first opened, so the
 * page carries the links once.
 */
export type NavData = {
  label: string;
  pendingLabel: string;
  sections: { id: NavSection; label: string; items: NavItem<PageId>[] }[];
  external: { label: string; items: (NavItem<ExternalId> & { dialog: ExternalLinkDialogText })[] };
};

type NavItem<Id> = { id: Id; href: string; title: string; description: string };

const sectionIcons = {
  product: Boxes,
  company: Building,
  pricing: Tag,
  resources: Library,
  legal: Scale,
  external: ExternalLink,
};

const externalIcons = Object.fromEntries(externalLinks.map((link) => [link.id, link.icon]));

function Section({
  id,
  label,
  children,
}: {
  id: NavSection | 'external';
  label: string;
  children: ReactNode;
}) {
  const Icon = sectionIcons[id];
  return (
    <details open={sectionsOpenByDefault.includes(id)} data-section={id} className="px-2">
      <summary className="flex min-h-11 items-center gap-3 rounded-md px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground hover:bg-muted">
        <StaticIcon icon={Icon} className="size-4 shrink-0" />
        <span data-sidebar-label className="flex-1">
          {label}
        </span>
        <StaticIcon
          icon={ChevronDown}
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

function ItemLabel({ title, description }: { title: string; description: string }) {
  return (
    <span data-sidebar-label className="flex min-w-0 flex-col">
      {/* A title wraps rather than being cut; a long description is cut, and the link's
          accessible description (its title attribute) carries it whole. */}
      <span className="nav-item-title">{title}</span>
      <span aria-hidden="true" className="nav-item-description">
        {description}
      </span>
    </span>
  );
}

/** The sections and links of the site navigation (desktop sidebar and phone sheet). */
export function NavTree({ data }: { data: NavData }) {
  return (
    <nav aria-label={data.label} className="py-2">
      {data.sections.map((section) => (
        <Section key={section.id} id={section.id} label={section.label}>
          {section.items.map((item) => {
            const Icon = getPage(item.id).icon;
            return (
              <li key={item.id}>
                <NavLink
                  href={item.href}
                  title={item.description}
                  className="nav-item"
                  pendingLabel={data.pendingLabel}
                >
                  <StaticIcon icon={Icon} className="size-4 shrink-0" />
                  <ItemLabel title={item.title} description={item.description} />
                </NavLink>
              </li>
            );
          })}
        </Section>
      ))}
      <Section id="external" label={data.external.label}>
        {data.external.items.map((item) => {
          const Icon = externalIcons[item.id];
          return (
            <li key={item.id}>
              <ExternalLinkButton
                url={item.href}
                description={item.description}
                className="nav-item"
                text={item.dialog}
              >
                <StaticIcon icon={Icon} className="size-4 shrink-0" />
                <ItemLabel title={item.title} description={item.description} />
              </ExternalLinkButton>
            </li>
          );
        })}
      </Section>
    </nav>
  );
}
