'use client';

import { PanelLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isSidebarShortcut, SIDEBAR_COLLAPSED_CLASS, sidebarCookie } from '@/lib/site/sidebar-state';

function setExpanded(expanded: boolean) {
  document.documentElement.classList.toggle(SIDEBAR_COLLAPSED_CLASS, !expanded);
  document.cookie = sidebarCookie(expanded);
  window.dispatchEvent(new CustomEvent('sidebar-toggle', { detail: { expanded } }));
}

function isExpanded() {
  return !document.documentElement.classList.contains(SIDEBAR_COLLAPSED_CLASS);
}

/** Collapses the desktop sidebar to icons; Ctrl/Cmd+B does the same from anywhere. */
export function SidebarToggle({ label, shortcut }: { label: string; shortcut: string }) {
  const [expanded, setExpandedState] = useState(true);

  useEffect(() => {
    setExpandedState(isExpanded());
    const onKey = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      setExpanded(!isExpanded());
    };
    const onToggle = () => setExpandedState(isExpanded());
    window.addEventListener('keydown', onKey);
    window.addEventListener('sidebar-toggle', onToggle);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('sidebar-toggle', onToggle);
    };
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
