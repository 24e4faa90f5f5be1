import { windowEvent } from '@/lib/browser/browser-events';
import { SIDEBAR_COLLAPSED_CLASS, sidebarCookie } from './sidebar-state';

/** The sidebar was expanded or collapsed (the <html> class holds the state). */
const sidebarToggled = windowEvent<null>('sidebar-toggle');

/**
 * The sidebar's expanded state in the browser. The <html> class (set before paint from the
 * cookie) is the single source of truth; the toggle and the settings page both go through here.
 */
export function isSidebarExpanded(): boolean {
  return !document.documentElement.classList.contains(SIDEBAR_COLLAPSED_CLASS);
}

export function setSidebarExpanded(expanded: boolean): void {
  document.documentElement.classList.toggle(SIDEBAR_COLLAPSED_CLASS, !expanded);
  document.cookie = sidebarCookie(expanded);
  sidebarToggled.emit(null);
}

export function subscribeSidebar(onChange: () => void): () => void {
  return sidebarToggled.listen(onChange);
}
