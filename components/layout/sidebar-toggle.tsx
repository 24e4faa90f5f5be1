'use client';

import { PanelLeft } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import {
  isSidebarShortcut,
  SIDEBAR_COLLAPSED_CLASS,
  sidebarCookie,
} from '@/lib/site/sidebar-state';

const TOGGLE_EVENT = 'sidebar-toggle';

function isExpanded() {
  return !document.documentElement.classList.contains(SIDEBAR_COLLAPSED_CLASS);
}

function setExpanded(expanded: boolean) {
  document.documentElement.classList.toggle(SIDEBAR_COLLAPSED_CLASS, !expanded);
  document.cookie = sidebarCookie(expanded);
  window.dispatchEvent(new Event(TOGGLE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(TOGGLE_EVENT, onChange);
  return () => window.removeEventListener(TOGGLE_EVENT, onChange);
}

/** Collapses the desktop sidebar to icons; Ctrl/Cmd+B does the same from anywhere. */
export function SidebarToggle({ label, shortcut }: { label: string; shortcut: string }) {
  // The <html> class (set before paint from the cookie) is the single source of truth.
  const expanded = useSyncExternalStore(subscribe, isExpanded, () => true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      setExpanded(!isExpanded());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <button
      type="button"
      onClick={() => setExpanded(!isExpanded())}
      aria-expanded={expanded}
      aria-controls="site-sidebar"
      aria-keyshortcuts="Control+B Meta+B"
      title={`${label} (${shortcut})`}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-sidebar-foreground hover:bg-muted"
    >
      <PanelLeft aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
