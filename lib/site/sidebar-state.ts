/**
 * docs/specification.md §4: the sidebar's expanded/collapsed choice lives in this cookie for
 * 7 days.
 */
export const SIDEBAR_COOKIE = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_COLLAPSED_CLASS = 'sidebar-collapsed';

/** The cookie string that stores "expanded" (true) or "collapsed" (false). */
export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax; secure`;
}

/** Ctrl+B on Windows and Linux, Cmd+B on macOS. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    event.key.toLowerCase() === 'b' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}
