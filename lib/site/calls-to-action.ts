import { mailtoHref } from './company';

/** The pages that close with a call to action; its text lives in `{id}.cta`. */
export type CtaPageId =
  | 'platform'
  | 'workflows'
  | 'integrations'
  | 'implementation'
  | 'security'
  | 'enterprise'
  | 'pricing';

/**
 * Where each page's call to action leads: its primary and secondary link. The page and its
 * Markdown twin both read them here.
 */
export function callToActionLinks(id: CtaPageId): { primary: string; secondary: string } {
  switch (id) {
    case 'platform':
      return { primary: '/implementation', secondary: '/integrations' };
    case 'workflows':
      return { primary: '/implementation', secondary: '/platform' };
    case 'integrations':
      return { primary: '/implementation', secondary: '/platform' };
    case 'implementation':
      return { primary: mailtoHref('implementation'), secondary: '/pricing' };
    case 'security':
      return { primary: mailtoHref('security'), secondary: '/legal/dpa' };
    case 'enterprise':
      return { primary: mailtoHref('sales'), secondary: '/pricing' };
    case 'pricing':
      return { primary: mailtoHref('sales'), secondary: '/enterprise' };
  }
}
