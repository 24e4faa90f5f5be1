/**
 * The inline markup allowed in document strings: `code`, **bold** and [label](href). Anything
 * else stays text, so a catalogue can never inject HTML.
 */
export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

const PATTERN = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of source.matchAll(PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: 'text', text: source.slice(last, index) });
    if (match[1] !== undefined) tokens.push({ kind: 'code', text: match[1] });
    else if (match[2] !== undefined) tokens.push({ kind: 'strong', text: match[2] });
    else tokens.push({ kind: 'link', text: match[3], href: safeHref(match[4]) });
    last = index + match[0].length;
  }
  if (last < source.length) tokens.push({ kind: 'text', text: source.slice(last) });
  return tokens;
}

/** Site paths, fragments, https and mailto only; anything else becomes an inert fragment. */
export function safeHref(href: string): string {
  if (/^(\/(?!\/)|#|https:\/\/|mailto:)/i.test(href)) return href;
  return '#';
}

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
