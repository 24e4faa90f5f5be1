import 'server-only';
import { careersParts } from '@/lib/careers/careers-page';
import { homeParts } from '@/lib/home/home-page';
import { investorsParts } from '@/lib/home/investors-page';
import { implementationParts } from '@/lib/implementation/implementation-page';
import type { Locale } from '@/lib/i18n/locales';
import { integrationsParts } from '@/lib/integrations/integrations-page';
import { cookiesParts, legalCentreParts } from '@/lib/legal/legal-pages';
import { registryParts } from '@/lib/mcp-registry/registry-page';
import { newsParts } from '@/lib/news/news-page';
import { platformParts } from '@/lib/platform/platform-page';
import { pricingParts } from '@/lib/pricing/pricing-page';
import { settingsParts } from '@/lib/settings/settings-page';
import { getPage, type PageId } from '@/lib/site/pages';
import { supportParts } from '@/lib/support/support-page';
import { callToActionSection, comingSoonParts } from '../content/common-parts';
import type { Block, DocumentContent, Section } from '../content/document';
import { loadPageDocument } from '../documents/load-document';
import { pageHeadFrom } from '../content/page-head';
import { pageIntl, type PageIntl } from '../content/page-intl';
import type { PageParts, PageSection } from '../content/page-parts';

/** Everything a visitor can read on a page, in its order, as one structured document. */
export type PageDocument = DocumentContent & { preface?: Block[] };

/**
 * What each page's components add to its document (lib/content/page-parts.ts). A page
 * missing here is its document alone: the docs, the API reference, the legal texts.
 */
const builders: Partial<Record<PageId, (intl: PageIntl) => PageParts>> = {
  home: homeParts,
  integrations: integrationsParts,
  platform: platformParts,
  workflows: (intl) => ({ footer: [callToActionSection(intl, 'workflows')] }),
  implementation: implementationParts,
  mcpRegistry: registryParts,
  careers: careersParts,
  investors: investorsParts,
  security: (intl) => ({ footer: [callToActionSection(intl, 'security')] }),
  enterprise: (intl) => ({ footer: [callToActionSection(intl, 'enterprise')] }),
  pricing: pricingParts,
  news: newsParts,
  support: supportParts,
  settings: settingsParts,
  legal: legalCentreParts,
  cookies: cookiesParts,
  ynoAi: (intl) => comingSoonParts(intl, 'ynoAi'),
  asyncJobs: (intl) => comingSoonParts(intl, 'asyncJobs'),
  premium: (intl) => comingSoonParts(intl, 'premium'),
  login: (intl) => comingSoonParts(intl, 'login'),
  signup: (intl) => comingSoonParts(intl, 'signup'),
};

/**
 * A page as one document: its title and intro, then the sections its components show before the
 * prose, the prose sections (with what the page adds inside them), then those after. Built from
 * the same catalogue entries and data modules the components render.
 */
export async function pageDocument(id: PageId, locale: Locale): Promise<PageDocument> {
  const intl = await pageIntl(locale);
  const parts = builders[id]?.(intl) ?? {};
  const base: DocumentContent = loadPageDocument(id, locale) ?? {
    ...pageHeadFrom(intl.messages, id, locale),
    sections: {},
  };

  const sections: Record<string, Section> = {};
  const add = ({ id: sectionId, ...rest }: PageSection) => (sections[sectionId] = rest);
  parts.lead?.forEach(add);
  for (const [sectionId, prose] of Object.entries(base.sections)) {
    const extra = parts.within?.[sectionId] ?? [];
    sections[sectionId] = {
      heading: prose.heading,
      blocks: {
        ...anchoredSubheadings(sectionId, prose.blocks),
        ...Object.fromEntries(extra.map((block, index) => [`page${index + 1}`, block])),
      },
    };
  }
  parts.footer?.forEach(add);

  return {
    ...base,
    ...parts.head,
    preface: [...translationNotice(intl, id), ...(parts.preface ?? [])],
    sections,
  };
}

/**
 * A prose section's subheadings with the ids DocumentView gives them (`{section}-{block}`,
 * components/content/document-section.tsx), so the twin's headings carry the page's anchors.
 */
function anchoredSubheadings(
  sectionId: string,
  blocks: Record<string, Block>,
): Record<string, Block> {
  return Object.fromEntries(
    Object.entries(blocks).map(([key, block]) => [
      key,
      typeof block === 'object' && 'subheading' in block
        ? { subheading: block.subheading, id: `${sectionId}-${key}` }
        : block,
    ]),
  );
}

/** Translated legal text is a courtesy: the English version binds (components/content/document-view.tsx). */
function translationNotice(intl: PageIntl, id: PageId): Block[] {
  const page = getPage(id);
  if (page.kind !== 'legal' || intl.locale === 'en') return [];
  const note = intl.markup('document.translationNotice', {
    link: (text) => `[${text}](/en${page.path})`,
  });
  return [{ note }];
}
