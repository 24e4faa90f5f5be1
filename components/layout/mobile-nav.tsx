'use client';

import { useRef, useState } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { StaticIcon } from '@/components/ui/static-icon';
import { useReadyWhenIdle } from '@/lib/islands/use-ready-when-idle';
import type { MenuData } from './mobile-menu';
import type { SheetNavData } from './sheet-nav';

// The sheets' code (the dialog primitive, the navigation) stays out of the page's first load.
// All three load together, once a phone's page is idle or at the first touch, so opening a
// sheet never waits for one chunk and then discovers the next.
const MobileSheet = lazyIsland(() => import('./mobile-sheet'));
const SheetNav = lazyIsland(() => import('./sheet-nav'));
const MobileMenu = lazyIsland(() => import('./mobile-menu'));
const loadAll = () =>
  Promise.all([MobileSheet.preload(), SheetNav.preload(), MobileMenu.preload()]);
/** The width below which the top bar shows these buttons (Tailwind's `md`). */
const PHONE = '(max-width: 767.98px)';
const onPhone = () => matchMedia(PHONE).matches;

type Panel = 'sidebar' | 'menu';

/** Phone navigation: the full sidebar as a left sheet, and the quick menu sliding in from the right. */
export function MobileNav({
  sidebar,
  menu,
  text,
}: {
  sidebar: SheetNavData;
  menu: MenuData;
  text: {
    openSidebar: string;
    sidebarTitle: string;
    openMenu: string;
    menuTitle: string;
    close: string;
  };
}) {
  const [open, setOpen] = useState<Panel | null>(null);
  const [shown, setShown] = useState(false);
  const sidebarButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // On a phone the closed sheets are built once their code is in, so a tap only shows one.
  const loaded = useReadyWhenIdle(1, loadAll, onPhone) || shown;
  const warm = () => void loadAll().catch(() => undefined);
  const show = (panel: Panel) => {
    setShown(true);
    setOpen(panel);
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
        onTouchStart={warm}
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
        onTouchStart={warm}
        onClick={() => show('menu')}
      >
        <StaticIcon icon="Menu" className="size-5" />
        <span className="sr-only">{text.openMenu}</span>
      </button>
      {loaded && (
        <>
          <MobileSheet
            side="left"
            title={text.sidebarTitle}
            closeLabel={text.close}
            open={open === 'sidebar'}
            returnFocusTo={sidebarButton}
            onOpenChange={(value) => setOpen(value ? 'sidebar' : null)}
          >
            <SheetNav data={sidebar} />
          </MobileSheet>
          <MobileSheet
            side="right"
            title={text.menuTitle}
            closeLabel={text.close}
            open={open === 'menu'}
            returnFocusTo={menuButton}
            onOpenChange={(value) => setOpen(value ? 'menu' : null)}
          >
            <MobileMenu data={menu} />
          </MobileSheet>
        </>
      )}
    </>
  );
}
