'use client';

import type { RefObject } from 'react';
import type { MenuData } from './mobile-menu';
import { MobileMenu } from './mobile-menu';
import { MobileSheet } from './mobile-sheet';
import { SheetNav, type SheetNavData } from './sheet-nav';

export type MobilePanel = 'sidebar' | 'menu';

export type MobileSheetsText = {
  sidebarTitle: string;
  menuTitle: string;
  close: string;
};

/**
 * The phone's two sheets, one island (mobileSheets): the full sidebar from the left and the
 * quick menu from the right. Both are built, closed, once the island is mounted, so a tap only
 * shows one.
 */
export default function MobileSheets({
  open,
  onOpenChange,
  returnFocusTo,
  sidebar,
  menu,
  text,
}: {
  open: MobilePanel | null;
  onOpenChange: (open: MobilePanel | null) => void;
  returnFocusTo: Record<MobilePanel, RefObject<HTMLElement | null>>;
  sidebar: SheetNavData;
  menu: MenuData;
  text: MobileSheetsText;
}) {
  return (
    <>
      <MobileSheet
        side="left"
        title={text.sidebarTitle}
        closeLabel={text.close}
        open={open === 'sidebar'}
        returnFocusTo={returnFocusTo.sidebar}
        onOpenChange={(value) => onOpenChange(value ? 'sidebar' : null)}
      >
        <SheetNav data={sidebar} />
      </MobileSheet>
      <MobileSheet
        side="right"
        title={text.menuTitle}
        closeLabel={text.close}
        open={open === 'menu'}
        returnFocusTo={returnFocusTo.menu}
        onOpenChange={(value) => onOpenChange(value ? 'menu' : null)}
      >
        <MobileMenu data={menu} />
      </MobileSheet>
    </>
  );
}
