'use client';

import { createContext } from 'react';
import type { Locale } from './locales';

/**
 * The page's locale, provided by the site shell from the server. Links and the language picker
 * read it here rather than from the route, so they also work where there is no [locale]
 * segment: the 404 page renders outside it.
 */
export const LocaleContext = createContext<Locale | undefined>(undefined);
