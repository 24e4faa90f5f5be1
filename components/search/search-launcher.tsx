import { StaticIcon } from '@/components/ui/static-icon';
import type { Locale } from '@/lib/i18n/locales';
import { searchPageHref } from '@/lib/search/search-path';

/**
 * The search button: a link to the search page, which works without JavaScript. It ships no
 * script of its own: once the page has loaded, `SearchController` (one for the whole page)
 * makes every such link open the search dialog and marks it `aria-haspopup="dialog"`.
 */
export function SearchLauncher({
  locale,
  label,
  title,
  className,
  labelClassName = '',
  hideLabelWithSidebar = false,
}: {
  locale: Locale;
  label: string;
  title: string;
  className: string;
  labelClassName?: string;
  /** The label goes when the sidebar collapses to its icons. */
  hideLabelWithSidebar?: boolean;
}) {
  return (
    <a
      href={searchPageHref(locale)}
      aria-label={title}
      title={title}
      className={className}
      data-search-launcher
    >
      <StaticIcon icon="Search" className="size-5 shrink-0" />
      <span className={labelClassName} data-sidebar-hide={hideLabelWithSidebar || undefined}>
        {label}
      </span>
    </a>
  );
}
