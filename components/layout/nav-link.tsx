'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isActivePath } from '@/lib/site/active-path';
import { LinkPending } from './link-pending';

/** A navigation link that marks the current page (exact path match) and shows its loading. */
export function NavLink({
  href,
  className,
  title,
  pendingLabel,
  children,
}: {
  href: string;
  className?: string;
  title?: string;
  /** Announced while the page behind the link loads. */
  pendingLabel: string;
  children: ReactNode;
}) {
  const active = isActivePath(href, usePathname());
  return (
    <Link
      href={href}
      title={title}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      className={className}
    >
      {children}
      <LinkPending label={pendingLabel} />
    </Link>
  );
}
