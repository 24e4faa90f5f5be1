import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/env';
import { canonicalOrigin } from '@/lib/site-origin';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(canonicalOrigin(getEnv()));
}
