import type { ShikiTransformer } from 'shiki/core';

type Element = Parameters<NonNullable<ShikiTransformer['code']>>[0];
type ElementContent = Element['children'][number];

/**
 * The token colours of the two GitHub "default" themes, light then dark, as shiki writes them
 * (`--s-l:…;--s-d:…`), and the class of components/content/code-block.css that sets the same pair. A code sample
 * is in every page's HTML and again in its RSC payload, and on a docs page it has hundreds of
 * tokens: a class of a few letters costs a fraction of the inline style. A pair missing here
 * keeps its inline style, so a new language still renders in its colours.
 */
export const tokenClasses: Readonly<Record<string, string>> = {
  '--s-l:#CF222E;--s-d:#FF7B72': 'sh-kw',
  '--s-l:#0550AE;--s-d:#79C0FF': 'sh-const',
  '--s-l:#116329;--s-d:#7EE787': 'sh-tag',
  '--s-l:#0A3069;--s-d:#A5D6FF': 'sh-str',
  '--s-l:#6E7781;--s-d:#8B949E': 'sh-com',
  '--s-l:#953800;--s-d:#FFA657': 'sh-var',
  '--s-l:#8250DF;--s-d:#D2A8FF': 'sh-fn',
  '--s-l:#82071E;--s-l-font-style:italic;--s-d:#FFA198;--s-d-font-style:italic': 'sh-bad',
};

/**
 * The themes' foreground: `.shiki` in components/content/code-block.css sets it, so such tokens
 * need no span.
 */
export const foregroundTokenStyle = '--s-l:#1F2328;--s-d:#E6EDF3';

function isElement(node: ElementContent): node is Element {
  return node.type === 'element';
}

/** A token span as the page needs it: plain text, a class, or (for an unknown pair) as it was. */
function compactToken(node: ElementContent): ElementContent[] {
  if (!isElement(node)) return [node];
  const style = node.properties.style;
  if (style === foregroundTokenStyle) return node.children;
  const className = typeof style === 'string' ? tokenClasses[style] : undefined;
  if (!className) return [node];
  return [{ ...node, properties: { className: [className] } }];
}

/**
 * Shiki transformer: token colours become classes, foreground tokens plain text, and the
 * per-line wrappers (nothing styles them) go; the `<pre>` keeps one class, `shiki`, and its
 * colours come from the stylesheet. The text and its line breaks are unchanged.
 */
export const codeTokenClasses: ShikiTransformer = {
  name: 'code-token-classes',
  code(code) {
    code.children = code.children.flatMap((line) =>
      isElement(line) ? line.children.flatMap(compactToken) : [line],
    );
  },
  pre(pre) {
    pre.properties = { className: ['shiki'], tabindex: pre.properties.tabindex };
  },
};
