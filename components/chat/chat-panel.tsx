'use client';

import { useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { islands } from '@/components/islands';
import { buttonClasses } from '@/components/ui/button';
import { sendAnalyticsEvent } from '@/lib/analytics/analytics-events';
import { CHAT_MAX_MESSAGE_CHARS } from '@/lib/chat/limits';
import { useIsland } from '@/lib/islands/use-island';
import { StaticIcon } from '@/components/ui/static-icon';
import { useChat } from './use-chat';

type ChatPanelProps = { id: string; open: boolean; onClose: () => void };

const suggestionKeys = [
  'mcpServers',
  'integrateMcp',
  'popularIntegrations',
  'platformFeatures',
] as const;

/** Who answers here (app/api/chat/assistant): named in the footer once known. */
function useHostedModel(): boolean | null {
  const [hosted, setHosted] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/chat/assistant')
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then(
        (answer: { hosted: boolean }) => live && setHosted(answer.hosted),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  return hosted;
}

/** How close to the bottom counts as "following" the stream. */
const STICK_THRESHOLD_PX = 48;

/**
 * The chat panel: a non-modal dialog beside the page, so the visitor can keep reading while
 * the assistant answers. Escape closes it and focus goes back to the launcher.
 */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const t = useTranslations('chat');
  const toasts = useMemo(
    () => ({
      cleared: t('toasts.cleared'),
      rateLimitTitle: t('toasts.rateLimitTitle'),
      rateLimitBody: t('toasts.rateLimitBody'),
      paymentTitle: t('toasts.paymentTitle'),
      paymentBody: t('toasts.paymentBody'),
      errorTitle: t('toasts.errorTitle'),
      errorBody: t('toasts.errorBody'),
    }),
    [t],
  );
  const chat = useChat(toasts);
  const hosted = useHostedModel();
  // The markdown renderer is the largest part of the chat's code: it loads as the panel opens,
  // while the visitor types, instead of with the panel ahead of the first tap.
  const markdown = useIsland(islands.chatMarkdown);
  const loadMarkdown = markdown.mount;
  const titleId = useId();
  const hintId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  /** Where the list was last scrolled to follow the stream. */
  const followed = useRef<{ element: HTMLDivElement; top: number } | null>(null);
  const secondsLeft = chat.retrySeconds;
  const busy = chat.status !== 'idle';
  const last = chat.messages[chat.messages.length - 1];
  const waiting = busy && (last?.role !== 'assistant' || last.content === '');

  useEffect(() => {
    if (!open) return;
    loadMarkdown();
    input.current?.focus();
    sendAnalyticsEvent('chat_open', {});
  }, [open, loadMarkdown]);

  // Follow the stream unless the visitor has scrolled up to read. A scroll whose event has not
  // fired yet when the next chunk renders still counts: the list is no longer where it was left.
  useLayoutEffect(() => {
    const element = list.current;
    // A hidden list keeps no scroll position to compare with.
    if (!open) followed.current = null;
    if (!element || !open || !following.current) return;
    const left = followed.current;
    if (left?.element === element && element.scrollTop < left.top - STICK_THRESHOLD_PX) {
      following.current = false;
      return;
    }
    element.scrollTop = element.scrollHeight;
    followed.current = { element, top: element.scrollTop };
  }, [chat.messages, waiting, open]);

  const submit = () => {
    following.current = true;
    followed.current = null;
    void chat.send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed top-[calc(var(--topbar-height)+0.5rem)] right-4 z-40 flex h-[600px] max-h-[80vh] w-[384px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border bg-background text-foreground lift-2xl"
    >
      <header className="flex items-start gap-2 border-b px-4 py-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-base font-semibold">
              {t('panel.title')}
            </h2>
            <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
              {t('panel.freeToUse')}
            </span>
          </div>
          <p className="text-xs text-muted-foreground">{t('panel.subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={chat.clear}
          disabled={!chat.messages.length}
          aria-label={t('panel.clear')}
          title={t('panel.clear')}
          className={buttonClasses({ variant: 'ghost', size: 'icon' })}
        >
          <StaticIcon icon="Trash" className="size-4" />
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('panel.close')}
          title={t('panel.close')}
          className={buttonClasses({ variant: 'ghost', size: 'icon' })}
        >
          <StaticIcon icon="X" className="size-5" />
        </button>
      </header>

      <div
        ref={list}
        role="region"
        aria-label={t('panel.messagesLabel')}
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < STICK_THRESHOLD_PX;
        }}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-3 text-sm"
      >
        {chat.messages.length === 0 && (
          <div>
            <p className="mb-2 flex items-center gap-2 text-muted-foreground">
              <StaticIcon icon="Sparkles" className="size-4" />
              {t('panel.suggestionsLabel')}
            </p>
            <ul className="space-y-2">
              {suggestionKeys
                .map((key) => t(`suggestions.${key}`))
                .map((prompt) => (
                  <li key={prompt}>
                    <button
                      type="button"
                      onClick={() => {
                        chat.setInput(prompt);
                        input.current?.focus();
                      }}
                      className="min-h-11 w-full rounded-lg border px-3 py-2 text-left hover:bg-muted"
                    >
                      {prompt}
                    </button>
                  </li>
                ))}
            </ul>
          </div>
        )}
        {chat.messages.map((message, index) =>
          message.role === 'assistant' && message.content === '' ? null : (
            <div
              key={index}
              data-role={message.role}
              className={
                message.role === 'user'
                  ? 'ml-8 whitespace-pre-wrap break-words rounded-lg bg-primary px-3 py-2 text-primary-foreground'
                  : 'mr-4 break-words rounded-lg bg-muted px-3 py-2'
              }
            >
              <span className="sr-only">
                {message.role === 'user' ? t('panel.you') : t('panel.assistant')}:{' '}
              </span>
              {message.role === 'user' ? (
                message.content
              ) : markdown.mounted ? (
                <islands.chatMarkdown.Component text={message.content} />
              ) : (
                <p className="whitespace-pre-wrap">{message.content}</p>
              )}
            </div>
          ),
        )}
        {waiting && (
          <div
            data-testid="chat-typing"
            className="mr-4 inline-flex gap-1 rounded-lg bg-muted px-3 py-3"
          >
            <span className="sr-only">{t('panel.typing')}</span>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                style={{ animationDelay: `${delay}ms` }}
                className="size-2 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
              />
            ))}
          </div>
        )}
      </div>

      {/* Screen readers hear each finished answer once, not every streamed piece. */}
      <div aria-live="polite" className="sr-only">
        {chat.announcement}
      </div>

      <form
        className="border-t px-3 pb-2 pt-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {secondsLeft > 0 && (
          <p role="status" className="mb-2 text-xs text-danger">
            {t('panel.retryIn', { seconds: secondsLeft })}
          </p>
        )}
        <div className="flex items-end gap-2">
          <label className="sr-only" htmlFor={`${id}-input`}>
            {t('panel.inputLabel')}
          </label>
          <textarea
            id={`${id}-input`}
            ref={input}
            rows={2}
            value={chat.input}
            maxLength={CHAT_MAX_MESSAGE_CHARS}
            placeholder={t('panel.placeholder')}
            aria-describedby={hintId}
            onChange={(event) => chat.setInput(event.target.value)}
            onKeyDown={onKeyDown}
            className="max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-input bg-background px-3 py-2 text-sm"
          />
          {busy ? (
            <button
              type="button"
              onClick={chat.stop}
              aria-label={t('panel.stop')}
              title={t('panel.stop')}
              className={buttonClasses({ variant: 'outline', size: 'icon' })}
            >
              <StaticIcon icon="Square" className="size-4" />
            </button>
          ) : (
            <button
              type="submit"
              aria-label={t('panel.send')}
              title={t('panel.send')}
              disabled={!chat.input.trim() || secondsLeft > 0}
              className={buttonClasses({ size: 'icon' })}
            >
              <StaticIcon icon="Send" className="size-4" />
            </button>
          )}
        </div>
        <p id={hintId} className="mt-1 text-xs text-muted-foreground">
          {t('panel.hint')}
        </p>
        {hosted !== null && (
          <p className="mt-1 text-center text-xs text-muted-foreground">
            {hosted ? t('panel.poweredBy') : t('panel.answersFromSite')}
          </p>
        )}
      </form>
    </section>
  );
}
