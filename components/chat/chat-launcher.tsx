'use client';

import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatTexts } from './chat-texts';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

export const CHAT_PANEL_ID = 'yno-chat-panel';

/**
 * The only chat code in a page's first load: a button. The panel, markdown included, loads
 * when the browser is idle or on the first click, whichever comes first.
 */
export function ChatLauncher({ texts }: { texts: ChatTexts }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const preload = () => void loadPanel();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 3000);
    return () => clearTimeout(id);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      {mounted && (
        <Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} texts={texts} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        aria-label={open ? texts.launcher.close : texts.launcher.open}
        aria-expanded={open}
        aria-controls={mounted ? CHAT_PANEL_ID : undefined}
        onClick={() => {
          setMounted(true);
          setOpen((value) => !value);
        }}
        className="fixed bottom-4 right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-offset-4 print:hidden"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>
    </>
  );
}
