'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/toast';
import type { ChatFailure, ChatOutcome } from '@/lib/chat/chat-client';
import { hasConsent, subscribeConsent } from '@/lib/consent/consent-state';
import type { ChatMessage } from '@/lib/chat/chat-message';
import {
  clearConversation,
  loadConversation,
  saveConversation,
} from '@/lib/chat/conversation-storage';
import { plainText } from '@/lib/chat/plain-text';
import type { ChatToasts } from './chat-texts';

export type ChatStatus = 'idle' | 'sending' | 'streaming';

/**
 * The client that streams answers (the SSE reader with it) loads as the panel opens, while the
 * visitor reads and types, not with the page.
 */
const loadChatClient = () => import('@/lib/chat/chat-client');

/**
 * The conversation and its sending rules (docs/specification.md §4): load on start, save when
 * non-empty and functional storage is allowed, ignore empty input or a second send, remove the failed turn with the right toast.
 */
export function useChat(toasts: ChatToasts) {
  // The panel only ever renders in the browser, so storage can be read at once.
  const [messages, setMessages] = useState<ChatMessage[]>(loadConversation);
  const [input, setInput] = useState('');
  const [status, setStatus] = useState<ChatStatus>('idle');
  /** Seconds left before sending is allowed again after a 429 with Retry-After. */
  const [retrySeconds, setRetrySeconds] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);
  /** Bumped by Clear, so that a reply still arriving for the old conversation is dropped. */
  const generation = useRef(0);

  // Kept between visits only with functional consent (the cookie policy says so); a consent
  // given later saves the conversation at once, and a withdrawal is cleared by the consent manager.
  useEffect(() => {
    const save = () => {
      if (hasConsent('functional')) saveConversation(messages);
    };
    save();
    return subscribeConsent(save);
  }, [messages]);
  useEffect(() => {
    loadChatClient().catch(() => undefined);
    return () => controller.current?.abort();
  }, []);
  useEffect(() => {
    if (retrySeconds <= 0) return;
    const timer = setTimeout(() => setRetrySeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [retrySeconds]);

  const send = useCallback(async () => {
    const text = input.trim();
    if (!text || busy.current || retrySeconds > 0) return;
    busy.current = true;
    const conversation: ChatMessage[] = [...messages, { role: 'user', content: text }];
    setMessages(conversation);
    setInput('');
    setStatus('sending');
    const abort = new AbortController();
    controller.current = abort;
    let answer = '';
    const turn = generation.current;
    const current = () => generation.current === turn;

    const client = await loadChatClient().catch(() => null);
    const outcome: ChatOutcome = !client
      ? { kind: 'failed', reason: 'error' }
      : await client.streamChat({
          path: window.location.pathname,
          conversation,
          signal: abort.signal,
          onStart: () => {
            if (!current()) return;
            setMessages((list) => [...list, { role: 'assistant', content: '' }]);
            setStatus('streaming');
          },
          onDelta: (delta) => {
            if (!current()) return;
            answer += delta;
            setMessages((list) => [...list.slice(0, -1), { role: 'assistant', content: answer }]);
          },
        });

    controller.current = null;
    busy.current = false;
    setStatus('idle');
    if (!current()) return;
    if (
      outcome.kind === 'failed' ||
      (outcome.kind === 'answered' && !outcome.complete && !answer)
    ) {
      // The failed turn goes, and the visitor's words return to the input to try again.
      setMessages(conversation.slice(0, -1));
      setInput((current) => current || text);
      const reason: ChatFailure = outcome.kind === 'failed' ? outcome.reason : 'error';
      showFailure(toasts, reason);
      if (outcome.kind === 'failed' && outcome.retryAfterSeconds) {
        setRetrySeconds(outcome.retryAfterSeconds);
      }
      return;
    }
    if (!answer) {
      // Stopped before any text: drop the empty bubble, keep the question.
      setMessages(conversation);
      return;
    }
    if (outcome.kind === 'answered' && !outcome.complete) showFailure(toasts, 'error');
    setAnnouncement(plainText(answer));
  }, [input, messages, retrySeconds, toasts]);

  const stop = useCallback(() => controller.current?.abort(), []);

  const clear = useCallback(() => {
    generation.current += 1;
    controller.current?.abort();
    setMessages([]);
    clearConversation();
    setAnnouncement('');
    notify({ title: toasts.cleared, variant: 'success' });
  }, [toasts]);

  return { messages, input, setInput, status, retrySeconds, announcement, send, stop, clear };
}

function showFailure(toasts: ChatToasts, reason: ChatFailure) {
  if (reason === 'rate-limit') {
    notify({ title: toasts.rateLimitTitle, description: toasts.rateLimitBody, variant: 'error' });
  } else if (reason === 'payment') {
    notify({ title: toasts.paymentTitle, description: toasts.paymentBody, variant: 'error' });
  } else {
    notify({ title: toasts.errorTitle, description: toasts.errorBody, variant: 'error' });
  }
}
