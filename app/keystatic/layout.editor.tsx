import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/** The editor's own document: none of the site's layout, styles or scripts (docs/content.md). */
export const metadata: Metadata = {
  title: 'YNO website editor',
  robots: { index: false, follow: false },
};

export default function KeystaticLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
