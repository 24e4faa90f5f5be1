import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/env';
import { robotsTxt } from '@/lib/seo/robots';

export default function robots(): MetadataRoute.Robots {
  return robotsTxt(getEnv());
}
