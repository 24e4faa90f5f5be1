import { getTranslations } from 'next-intl/server';
import { getPublicEnv } from '@/lib/env';
import { SearchLauncher } from '@/components/search/search-launcher';
import { languageOptions, type Locale } from '@/lib/i18n/locales';
import { Brand } from './brand';
import { LanguagePicker } from './language-picker';
import { getMenuData } from './mobile-menu-data';
import { MobileNav } from './mobile-nav';
import { NavLink } from './nav-link';
import { getNavData } from './sidebar-nav';
import { ThemePicker } from './theme-picker';

/** The header above the content: phone navigation and brand, then language and theme. */
export async function TopBar({ locale }: { locale: Locale }) {
  const t = await getTranslations('nav');
  const tc = await getTranslations('common');
  const ts = await getTranslations('search');
  const { appUrl } = getPublicEnv();
  const themeText = {
    label: t('theme.label'),
    light: t('theme.light'),
    dark: t('theme.dark'),
    system: t('theme.system'),
  };
  return (
    <header className="sticky top-0 z-20 flex h-[var(--topbar-height)] items-center gap-0.5 border-b bg-background/95 px-1 bar-blur sm:gap-1 sm:px-2 md:px-6">
      <MobileNav
        text={{
          openSidebar: t('mobile.openSidebar'),
          sidebarTitle: t('mobile.sidebarTitle'),
          openMenu: t('mobile.openMenu'),
          menuTitle: t('mobile.menuTitle'),
          close: tc('close'),
        }}
        sidebar={{
          nav: await getNavData(),
          account: { appUrl, login: t('sidebar.login'), signUp: t('sidebar.signUp') },
        }}
        menu={await getMenuData(themeText)}
      />
      <NavLink
        href="/"
        className="order-2 inline-flex min-h-11 items-center md:hidden"
        aria-label={t('brand.home')}
      >
        <Brand />
      </NavLink>
      {/* Tighter on phones, where the search button, the language and the chat share the row. */}
      <div className="order-3 ml-auto flex items-center gap-1 sm:gap-2">
        <SearchLauncher
          locale={locale}
          label={ts('open')}
          title={ts('openWithShortcut')}
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground lg:border lg:px-3"
          labelClassName="hidden lg:inline"
        />
        <LanguagePicker
          options={languageOptions.map(({ code, nativeName, flag }) => ({
            code,
            nativeName,
            flag,
          }))}
          label={t('language.label')}
          currentLabel={t('language.current')}
        />
        {/* On phones the theme choice lives in the menu sheet. */}
        <div className="hidden md:block">
          <ThemePicker text={themeText} />
        </div>
        {/* The chat launcher is fixed over this place. */}
        <span aria-hidden="true" className="size-11 shrink-0" />
      </div>
    </header>
  );
}
