import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getPublicEnv } from '@/lib/env';
import {
  externalLinks,
  navSections,
  pagesInSection,
  sectionsOpenByDefault,
} from '@/lib/site/pages';
import type { IconId } from '@/lib/icons/icon-href';
import { NavTree, type NavData } from './nav-tree';

const sectionIcons = {
  product: 'Boxes',
  company: 'Building',
  pricing: 'Tag',
  resources: 'Library',
  legal: 'Scale',
  external: 'ExternalLink',
} satisfies Record<string, IconId>;

const sectionHead = <Id extends keyof typeof sectionIcons>(id: Id, label: string) => ({
  id,
  label,
  icon: sectionIcons[id],
  open: sectionsOpenByDefault.includes(id),
});

/**
 * The navigation's text and links in the request locale, from the page registry. Cached per
 * request: the sidebar and the phone sheet get the same object, which the payload carries once.
 */
export const getNavData = cache(async (): Promise<NavData> => {
  const t = await getTranslations('nav');
  const tc = await getTranslations('common');
  const env = getPublicEnv();
  return {
    label: t('sidebar.label'),
    pendingLabel: tc('loadingPage'),
    sections: navSections.map((section) => ({
      ...sectionHead(section, t(`sections.${section}`)),
      items: pagesInSection(section).map((page) => ({
        href: page.path,
        title: t(`links.${page.id}.title` as never),
        description: t(`links.${page.id}.description` as never),
        icon: page.icon,
      })),
    })),
    external: {
      ...sectionHead('external', t('sections.external')),
      dialog: {
        body: t('external.body'),
        urlLabel: t('external.urlLabel'),
        cancel: t('external.cancel'),
        confirm: t('external.confirm'),
        close: tc('close'),
      },
      items: externalLinks.map((link) => {
        const title = t(`links.${link.id}.title`);
        return {
          href: env[link.urlKey],
          title,
          description: t(`links.${link.id}.description`),
          icon: link.icon,
          dialogHeading: t('external.title', { title }),
        };
      }),
    },
  };
});

/**
 * The sidebar's sections and links. NavTree is a client component: the server still renders
 * its HTML, and the payload carries the navigation's data instead of the rendered tree.
 */
export async function SidebarNav() {
  return <NavTree data={await getNavData()} />;
}
