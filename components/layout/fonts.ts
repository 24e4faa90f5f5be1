import localFont from 'next/font/local';

/** Inter, self-hosted from @fontsource-variable/inter: no font request leaves the site. */
export const inter = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      weight: '100 900',
      style: 'normal',
    },
  ],
  variable: '--font-inter',
  // 'optional': a font that misses the first paint is not swapped in later, so it never shifts
  // the layout (CLS 0); it is preloaded, so it normally arrives in time.
  display: 'optional',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Arial'],
});
