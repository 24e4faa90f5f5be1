'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyIsland } from '@/components/ui/lazy-island';
import { StaticIcon } from '@/components/ui/static-icon';
import { useIslandText } from '@/lib/i18n/use-island-text';
import { preloadWhenIdle } from '@/lib/islands/preload-when-idle';
import type { ChatLauncherTexts, ChatTexts } from './chat-texts';

const ChatPanel = lazyIsland(() => import('./chat-panel'));

export const CHAT_PANEL_ID = 'yno-chat-panel';

/**
 * The only chat code in a page's first load: a button. The panel, markdown included, and its
 * text load once the page is idle (or when the visitor points at or focuses the launcher, if
 * sooner), so a page load never pays for them and the first tap finds them ready.
 */
export function ChatLauncher({ texts }: { texts: ChatLauncherTexts }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { text: panelTexts, preload: preloadTexts } = useIslandText<ChatTexts>('chat', open);

  const preload = () => {
    void ChatPanel.preload().catch(() => undefined);
    void preloadTexts();
  };

  useEffect(() => preloadWhenIdle(1, ChatPanel.preload, preloadTexts), [preloadTexts]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      {/* Mounted from the first opening on (its text loads then), and kept when closed. */}
      {panelTexts && (
        <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} texts={panelTexts} />
      )}
      <button
        ref={button}
        type="button"
        aria-label={open ? texts.launcher.close : texts.launcher.open}
        aria-expanded={open}
        aria-controls={panelTexts ? CHAT_PANEL_ID : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setOpen((value) => !value);
        }}
        data-floating-control=""
        // Phones: in the top bar, beside the menu button (TopBar keeps its place free), so it
        // never sits on the page's content or the cookie banner. Wider: the corner bubble.
        className="fixed right-14 top-[calc((var(--topbar-height)-2.75rem)/2)] z-40 inline-flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-offset-4 md:top-auto md:bottom-4 md:right-4 md:size-14 print:hidden"
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
