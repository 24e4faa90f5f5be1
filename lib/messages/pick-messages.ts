import type { Messages, Namespace } from './en-messages';

/** A namespace of the catalogue (`consent`), or one of its top-level entries (`chat.panel`). */
export type MessagePath = {
  [N in Namespace]: N | `${N}.${Extract<keyof Messages[N], string>}`;
}[Namespace];

/**
 * The part of a locale's messages that client components need, for NextIntlClientProvider:
 * the namespaces and entries named, nothing else, so a page carries only the text its islands
 * can show (next-intl's "providing a subset of messages").
 */
export function pickMessages(messages: Messages, paths: readonly MessagePath[]): Partial<Messages> {
  const picked: Record<string, Record<string, unknown>> = {};
  for (const path of paths) {
    const [namespace, entry] = path.split('.') as [Namespace, string | undefined];
    const source = messages[namespace] as Record<string, unknown>;
    if (entry === undefined) picked[namespace] = { ...picked[namespace], ...source };
    else picked[namespace] = { ...picked[namespace], [entry]: source[entry] };
  }
  return picked as Partial<Messages>;
}
