import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/messages/load-messages';
import type { ChatMessage } from './chat-message';
import type { PageContext } from './page-context';
import { composeSiteAnswer } from './site-answer';
import { buildSiteIndex, type SiteIndex } from './site-index';
import { deltaEvent, DONE_EVENT } from './sse-reader';
import { sseResponse } from './sse-response';

type Loaded = { index: SiteIndex; chat: Awaited<ReturnType<typeof loadMessages>>['chat'] };

/** One index per locale, built from the message catalogues on first use and kept. */
const cache = new Map<Locale, Promise<Loaded>>();

export function loadSiteIndex(locale: Locale): Promise<Loaded> {
  let entry = cache.get(locale);
  if (!entry) {
    entry = Promise.all([buildSiteIndex(locale), loadMessages(locale)]).then(
      ([index, messages]) => ({ index, chat: messages.chat }),
    );
    cache.set(locale, entry);
  }
  return entry;
}

/**
 * The built-in assistant used when no AI_CHAT_URL is set: answers the last question from the
 * site's own copy in the visitor's language, streamed in the upstream's SSE format.
 */
export async function siteAssistantResponse(
  context: PageContext,
  messages: ChatMessage[],
  signal: AbortSignal,
  { delayMs }: { delayMs: number },
): Promise<Response> {
  const { index, chat } = await loadSiteIndex(context.locale);
  const question = messages[messages.length - 1].content;
  const { markdown } = composeSiteAnswer(index, chat, question, context.pageId);
  const pieces = markdown.match(/\S+\s*|\s+/g) ?? [];
  const encoder = new TextEncoder();
  let position = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (signal.aborted) return controller.close();
      if (position >= pieces.length) {
        controller.enqueue(encoder.encode(DONE_EVENT));
        return controller.close();
      }
      // A few words per event, as a model would stream them.
      const chunk = pieces.slice(position, position + 3).join('');
      position += 3;
      if (delayMs && position > 3) await new Promise((resolve) => setTimeout(resolve, delayMs));
      controller.enqueue(encoder.encode(deltaEvent(chunk)));
    },
  });
  return sseResponse(stream);
}
