import { getTranslations } from 'next-intl/server';
import { getPublicEnv } from '@/lib/env';
import { getPage, mobileMenu } from '@/lib/site/pages';
import type { MenuData } from './mobile-menu';

/** The phone quick menu's text and links in the request locale. */
export async function getMenuData(theme: MenuData['theme']): Promise<MenuData> {
  const t = await getTranslations('nav');
  const tc = await getTranslations('common');
  return {
    label: t('mobile.menuTitle'),
    pendingLabel: tc('loadingPage'),
    items: mobileMenu.map((id) => ({
      id,
      href: getPage(id).path,
      title: t(`links.${id}.title` as never),
      icon: getPage(id).icon,
    })),
    tryNow: {
      href: getPublicEnv().chatProductUrl,
      label: t('mobile.tryNow'),
      opensInNewTab: tc('opensInNewTab'),
    },
    theme,
  };
}
