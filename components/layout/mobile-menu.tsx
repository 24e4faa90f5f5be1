'use client';

import { StaticIcon } from '@/components/ui/static-icon';
import { buttonClasses } from '@/components/ui/button';
import type { IconId } from '@/lib/icons/icon-href';
import type { PageId } from '@/lib/site/pages';
import { NavLink } from './nav-link';
import { ThemePicker } from './theme-picker';

/** The quick menu's text and links, translated on the server (mobile-menu-data.ts). */
export type MenuData = {
  label: string;
  pendingLabel: string;
  /** Each link's icon is its id in the sprite. */
  items: { id: PageId; href: string; title: string; icon: IconId }[];
  tryNow: { href: string; label: string; opensInNewTab: string };
  theme: { label: string; light: string; dark: string; system: string };
};

/**
 * The quick menu of the phone top bar (docs/specification.md §2), rendered from data when its
 * sheet is first built, so pages do not carry it. Its links fetch their pages once the sheet
 * shows them, as every link does when it comes into view.
 */
export function MobileMenu({ data }: { data: MenuData }) {
  return (
    <nav aria-label={data.label} className="flex flex-col gap-1 p-3">
      <ul className="flex flex-col gap-1">
        {data.items.map((item) => (
          <li key={item.id}>
            <NavLink
              href={item.href}
              pendingLabel={data.pendingLabel}
              className="flex min-h-11 items-center gap-3 rounded-md px-3 text-base hover:bg-muted data-[active]:bg-accent data-[active]:font-semibold data-[active]:text-accent-foreground"
            >
              <StaticIcon icon={item.icon} className="size-5" />
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
      <a
        href={data.tryNow.href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ size: 'lg' }, 'mt-4')}
      >
        <StaticIcon icon="Sparkles" className="size-5" />
        {data.tryNow.label}
        <span className="sr-only"> {data.tryNow.opensInNewTab}</span>
      </a>
      <div className="mt-6 flex items-center justify-between gap-3 border-t pt-4">
        <span className="text-sm text-muted-foreground">{data.theme.label}</span>
        <ThemePicker text={data.theme} />
      </div>
    </nav>
  );
}
