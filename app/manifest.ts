import type { MetadataRoute } from 'next';
import meta from '@/messages/en/meta.json';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: meta.defaultTitle,
    short_name: meta.siteName,
    description: meta.defaultDescription,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#4338ca',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}
