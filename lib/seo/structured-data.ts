import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { pages, type PageEntry } from '@/lib/site/pages';
import { absoluteUrl } from './alternates';
import { SITE_ICON_PATH } from './site-icon';
import { company } from '@/lib/site/company';

/** schema.org objects for JSON-LD. Render them with components/seo/json-ld.tsx. */
type Thing = Record<string, unknown>;

export function organization(siteUrl: string, description: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'YNO',
    legalName: company.legalName,
    identifier: { '@type': 'PropertyValue', propertyID: 'UEN', value: company.uen },
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, SITE_ICON_PATH),
    description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: 'Singapore',
      addressCountry: 'SG',
    },
  };
}

export function website(siteUrl: string, locale: Locale, name: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: absoluteUrl(siteUrl, localizedPath('/', locale)),
    inLanguage: locale,
  };
}

/** The registry pages on the way to a path: Home, then each parent that is a page, then the page. */
export function breadcrumbTrail(path: string): PageEntry[] {
  const trail: PageEntry[] = [pages[0]];
  const segments = path.split('/').filter(Boolean);
  for (let i = 1; i <= segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const page = pages.find((p) => p.path === prefix);
    if (page) trail.push(page);
  }
  return trail;
}

export function breadcrumbList(
  siteUrl: string,
  locale: Locale,
  items: { name: string; path: string }[],
): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, localizedPath(item.path, locale)),
    })),
  };
}

export function faqPage(questions: { question: string; answer: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

export function softwareApplication(
  siteUrl: string,
  locale: Locale,
  name: string,
  description: string,
): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name,
    description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url: absoluteUrl(siteUrl, localizedPath('/platform', locale)),
    publisher: { '@type': 'Organization', name: 'YNO' },
  };
}

export function techArticle(
  siteUrl: string,
  locale: Locale,
  path: string,
  headline: string,
  description: string,
  updated?: string,
): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline,
    description,
    inLanguage: locale,
    url: absoluteUrl(siteUrl, localizedPath(path, locale)),
    ...(updated ? { dateModified: updated } : {}),
    publisher: { '@type': 'Organization', name: 'YNO' },
  };
}
