'use client';

import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/*
 * next-intl's navigation for the site's routing (as-needed prefixes, the locale cookie). The
 * locale comes from the NextIntlClientProvider that components/layout/site-document.tsx
 * renders around every page, the 404 page included. The site's link is components/ui/link.tsx.
 */
export const { Link: LocaleLink, usePathname, useRouter } = createNavigation(routing);

export { useLocale } from 'next-intl';
