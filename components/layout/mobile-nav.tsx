'use client';

import { startTransition, useRef, useState } from 'react';
import { islands } from '@/components/islands';
import { StaticIcon } from '@/components/ui/static-icon';
import { useIsland } from '@/lib/islands/use-island';
import type { MenuData } from './mobile-menu';
import type { MobilePanel, MobileSheetsText } from './mobile-sheets';
import type { SheetNavData } from './sheet-nav';

/**
 * Phone navigation: the full sidebar as a left sheet, and the quick menu sliding in from the
 * right. The sheets are an island, readied while a phone's page is idle, or at the first touch.
 */
export function MobileNav({
  sidebar,
  menu,
  text,
}: {
  sidebar: SheetNavData;
  menu: MenuData;
  text: MobileSheetsText & { openSidebar: string; openMenu: string };
}) {
  const [open, setOpen] = useState<MobilePanel | null>(null);
  const sidebarButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { mounted, mount } = useIsland(islands.mobileSheets);
  const show = (panel: MobilePanel) => {
    mount();
    // Opening is a transition (components/ui/dialog.tsx).
    startTransition(() => setOpen(panel));
  };
  // Direct children of the top bar: `order` places them around the brand and the pickers.
  const buttonClass =
    'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-foreground hover:bg-muted md:hidden';
  return (
    <>
      <button
        ref={sidebarButton}
        type="button"
        className={`${buttonClass} order-1`}
        aria-haspopup="dialog"
        onTouchStart={mount}
        onClick={() => show('sidebar')}
      >
        <StaticIcon icon="PanelLeft" className="size-5" />
        <span className="sr-only">{text.openSidebar}</span>
      </button>
      <button
        ref={menuButton}
        type="button"
        className={`${buttonClass} order-4`}
        aria-haspopup="dialog"
        onTouchStart={mount}
        onClick={() => show('menu')}
      >
        <StaticIcon icon="Menu" className="size-5" />
        <span className="sr-only">{text.openMenu}</span>
      </button>
      {mounted && (
        <islands.mobileSheets.Component
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={{ sidebar: sidebarButton, menu: menuButton }}
          sidebar={sidebar}
          menu={menu}
          text={text}
        />
      )}
    </>
  );
}
