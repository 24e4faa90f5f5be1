import { getTranslations } from 'next-intl/server';
import { getPublicEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { SearchLauncher } from '@/components/search/search-launcher';
import { Brand } from './brand';
import { NavLink } from './nav-link';
import { SidebarAccount } from './sidebar-account';
import { SidebarNav } from './sidebar-nav';
import { SidebarToggle } from './sidebar-toggle';

/** The fixed desktop sidebar (md and up). On phones the same nav opens as a sheet. */
export async function Sidebar({ locale }: { locale: Locale }) {
  const t = await getTranslations('nav');
  const ts = await getTranslations('search');
  const { appUrl } = getPublicEnv();
  return (
    <aside
      id="site-sidebar"
      aria-label={t('sidebar.label')}
      className="fixed inset-y-0 left-0 z-30 hidden w-[var(--sidebar-width)] flex-col overflow-hidden border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:flex"
    >
      <div className="flex h-[var(--topbar-height)] shrink-0 items-center justify-between gap-2 border-b border-sidebar-border pl-3">
        <span data-sidebar-hide>
          <NavLink
            href="/"
            className="inline-flex min-h-11 items-center"
            aria-label={t('brand.home')}
          >
            <Brand tagline={t('brand.tagline')} />
          </NavLink>
        </span>
        <SidebarToggle label={t('sidebar.toggle')} shortcut={t('sidebar.shortcut')} />
      </div>
      <div className="shrink-0 px-2 pt-2">
        <SearchLauncher
          locale={locale}
          label={ts('open')}
          title={ts('openWithShortcut')}
          className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-sidebar-border px-3 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
          labelClassName="truncate"
          hideLabelWithSidebar
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden">
        <SidebarNav />
      </div>
      <SidebarAccount appUrl={appUrl} login={t('sidebar.login')} signUp={t('sidebar.signUp')} />
    </aside>
  );
}
