import { getTranslations } from 'next-intl/server';
import { getPublicEnv } from '@/lib/env';
import { externalLinks, navSections, pagesInSection, type PageId } from '@/lib/site/pages';
import { NavTree, type NavData } from './nav-tree';

/** The navigation's text and links in the request locale, from the page registry. */
export async function getNavData(): Promise<NavData> {
  const t = await getTranslations('nav');
  const tc = await getTranslations('common');
  const env = getPublicEnv();
  return {
    label: t('sidebar.label'),
    pendingLabel: tc('loadingPage'),
    sections: navSections.map((section) => ({
      id: section,
      label: t(`sections.${section}`),
      items: pagesInSection(section).map((page) => ({
        id: page.id as PageId,
        href: page.path,
        title: t(`links.${page.id}.title` as never),
        description: t(`links.${page.id}.description` as never),
      })),
    })),
    external: {
      label: t('sections.external'),
      items: externalLinks.map((link) => {
        const title = t(`links.${link.id}.title`);
        return {
          id: link.id,
          href: env[link.urlKey],
          title,
          description: t(`links.${link.id}.description`),
          dialog: {
            heading: t('external.title', { title }),
            body: t('external.body'),
            urlLabel: t('external.urlLabel'),
            cancel: t('external.cancel'),
            confirm: t('external.confirm'),
            close: tc('close'),
          },
        };
      }),
    },
  };
}

/** The sidebar's sections and links, rendered on the server. */
export async function SidebarNav() {
  return <NavTree data={await getNavData()} />;
}
