'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isActivePath } from '@/lib/site/active-path';
import { LinkPending } from './link-pending';

/**
 * A navigation link that marks the current page (exact path match) and shows its loading.
 * It does not fetch the page it points to ahead when that is the page on view: the page is
 * already here, and fetching it again costs the phone a long task after the load.
 */
export function NavLink({
  href,
  className,
  title,
  'aria-label': ariaLabel,
  pendingLabel,
  children,
}: {
  href: string;
  className?: string;
  title?: string;
  'aria-label'?: string;
  /** Announced while the page behind the link loads; without it the link shows no spinner. */
  pendingLabel?: string;
  children: ReactNode;
}) {
  const active = isActivePath(href, usePathname());
  return (
    <Link
      href={href}
      title={title}
      aria-label={ariaLabel}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      prefetch={active ? false : undefined}
      className={className}
    >
      {children}
      {pendingLabel ? <LinkPending label={pendingLabel} /> : null}
    </Link>
  );
}
