'use client';

import type { ComponentProps } from 'react';
import { NavTree, type NavData } from './nav-tree';
import { SidebarAccount } from './sidebar-account';

export type SheetNavData = { nav: NavData; account: ComponentProps<typeof SidebarAccount> };

/** The phone sheet's content: the sidebar's links, rendered from data when first opened. */
export function SheetNav({ data }: { data: SheetNavData }) {
  return (
    <>
      <NavTree data={data.nav} />
      <SidebarAccount {...data.account} />
    </>
  );
}
