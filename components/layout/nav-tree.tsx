'use client';

import type { ReactNode } from 'react';
import type { IconId } from '@/lib/icons/icon-href';
import type { NavSection } from '@/lib/site/pages';
import { StaticIcon } from '@/components/ui/static-icon';
import { ExternalLinkButton, type ExternalLinkDialogText } from './external-link-button';
import { NavLink } from './nav-link';

/**
 * The sidebar's content as plain data, translated on the server, icons given by their id in
 * the sprite. The desktop sidebar and the phone sheet (when first opened) both render it in
 * the browser from the same object, so the page's payload carries the links once, as data:
 * nothing in it the browser does not draw (an entry is keyed by its address), and the
 * leaving-the-site dialog's common text once.
 */
export type NavData = {
  label: string;
  pendingLabel: string;
  sections: (SectionHead<NavSection> & { items: NavItem[] })[];
  external: SectionHead<'external'> & {
    dialog: Omit<ExternalLinkDialogText, 'heading'>;
    items: (NavItem & { dialogHeading: string })[];
  };
};

type SectionHead<Id> = { id: Id; label: string; icon: IconId; open: boolean };
type NavItem = { href: string; title: string; description: string; icon: IconId };

type Entry = NavItem & { dialogHeading?: string };

/** A collapsible section and its entries, each drawn by `entry` around its icon and label. */
function Section({
  section,
  entry,
}: {
  section: SectionHead<NavSection | 'external'> & { items: Entry[] };
  entry: (item: Entry, label: ReactNode) => ReactNode;
}) {
  const { id, label, icon, open } = section;
  return (
    <details open={open} data-section={id} className="px-2">
      <summary className="flex min-h-11 items-center gap-3 rounded-md px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground hover:bg-muted">
        <StaticIcon icon={icon} className="size-4 shrink-0" />
        <span data-sidebar-label className="flex-1">
          {label}
        </span>
        <StaticIcon
          icon="ChevronDown"
          aria-hidden="true"
          data-chevron
          data-sidebar-hide
          className="size-4 transition-transform"
        />
      </summary>
      <ul className="mb-2 space-y-0.5">
        {section.items.map((item) => (
          <li key={item.href}>
            {entry(
              item,
              <>
                <StaticIcon icon={item.icon} className="size-4 shrink-0" />
                <ItemLabel title={item.title} description={item.description} />
              </>,
            )}
          </li>
        ))}
      </ul>
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
  // A page of the site opens in place; an external destination asks first.
  const entry = (item: Entry, label: ReactNode) => {
    const look = { className: 'nav-item', children: label };
    return item.dialogHeading ? (
      <ExternalLinkButton
        url={item.href}
        description={item.description}
        text={{ ...data.external.dialog, heading: item.dialogHeading }}
        {...look}
      />
    ) : (
      <NavLink
        href={item.href}
        title={item.description}
        pendingLabel={data.pendingLabel}
        {...look}
      />
    );
  };
  return (
    <nav aria-label={data.label} className="py-2">
      {[...data.sections, data.external].map((section) => (
        <Section key={section.id} section={section} entry={entry} />
      ))}
    </nav>
  );
}
