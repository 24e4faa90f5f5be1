'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isActivePath } from '@/lib/site/active-path';

/** A link that marks itself as the current page (exact path match). */
export function NavLink({
  href,
  className,
  title,
  children,
}: {
  href: string;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const active = isActivePath(href, pathname);
  return (
    <Link
      href={href}
      title={title}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      className={className}
    >
      {children}
    </Link>
  );
}
