import type { MetadataRoute } from 'next';
import meta from '@/messages/en/meta.json';
import { SITE_ICON_PATH } from './site-icon';

/** Served at MANIFEST_PATH and linked once the page has hydrated (components/layout/manifest-link.tsx). */
export const MANIFEST_PATH = '/manifest.webmanifest';

export function webManifest(): MetadataRoute.Manifest {
  return {
    name: meta.defaultTitle,
    short_name: meta.siteName,
    description: meta.defaultDescription,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#4338ca',
    icons: [{ src: SITE_ICON_PATH, sizes: 'any', type: 'image/svg+xml' }],
  };
}
