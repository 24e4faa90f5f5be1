'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { isSidebarShortcut } from '@/lib/site/sidebar-state';
import { isSidebarExpanded, setSidebarExpanded, subscribeSidebar } from '@/lib/site/sidebar-store';
import { StaticIcon } from '@/components/ui/static-icon';

/** Collapses the desktop sidebar to icons; Ctrl/Cmd+B does the same from anywhere. */
export function SidebarToggle({ label, shortcut }: { label: string; shortcut: string }) {
  // The <html> class (set before paint from the cookie) is the single source of truth.
  const expanded = useSyncExternalStore(subscribeSidebar, isSidebarExpanded, () => true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      setSidebarExpanded(!isSidebarExpanded());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <button
      type="button"
      onClick={() => setSidebarExpanded(!isSidebarExpanded())}
      aria-expanded={expanded}
      aria-controls="site-sidebar"
      aria-keyshortcuts="Control+B Meta+B"
      title={`${label} (${shortcut})`}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-sidebar-foreground hover:bg-muted"
    >
      <StaticIcon icon="PanelLeft" className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
