'use client';

import { useCallback, useRef, useState } from 'react';
import { islands } from '@/components/islands';
import { StaticIcon } from '@/components/ui/static-icon';
import { useIsland } from '@/lib/islands/use-island';
import type { ChatLauncherTexts } from './chat-texts';

export const CHAT_PANEL_ID = 'yno-chat-panel';

/**
 * The only chat code in a page's first load: a button. The panel is an island, readied once
 * the page is idle (or when the visitor points at or focuses the launcher, if sooner), so a
 * page load never pays for it and the first tap finds it ready.
 */
export function ChatLauncher({ texts }: { texts: ChatLauncherTexts }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { mounted, mount } = useIsland(islands.chatPanel);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      {/* Mounted closed once its code is in, and kept when closed. */}
      {mounted && <islands.chatPanel.Component id={CHAT_PANEL_ID} open={open} onClose={close} />}
      <button
        ref={button}
        type="button"
        aria-label={open ? texts.launcher.close : texts.launcher.open}
        aria-expanded={open}
        aria-controls={mounted ? CHAT_PANEL_ID : undefined}
        onPointerEnter={mount}
        onFocus={mount}
        onTouchStart={mount}
        onClick={() => {
          mount();
          setOpen((value) => !value);
        }}
        data-floating-control=""
        // In the top bar at every width, over the place TopBar keeps free for it (beside the
        // menu button on phones, at the end from md up; the offsets follow the bar's padding
        // and gaps), so it never sits on the page's content or the cookie banner: a corner
        // bubble covers whatever the page scrolls beneath it.
        className="fixed right-[3.125rem] sm:right-14 top-[calc((var(--topbar-height)-2.75rem)/2)] z-40 inline-flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground lift-lg transition-transform grow-on-hover focus-visible:outline-offset-4 md:right-6 print:hidden"
      >
        {open ? (
          <StaticIcon icon="X" className="size-6" />
        ) : (
          <StaticIcon icon="MessageCircle" className="size-6" />
        )}
      </button>
    </>
  );
}
