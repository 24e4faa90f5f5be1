import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * The site's one way to link and navigate, in server and client components alike: next-intl's
 * wrappers of next/link and next/navigation. Paths are written without their locale (`/about`);
 * `Link` and the router add the page's prefix (none for English), or another language's with
 * `locale`, and `usePathname` returns the path without it.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
