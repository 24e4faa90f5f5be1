import 'server-only';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { codeTokenClasses } from './code-token-classes';

/**
 * Build-time syntax highlighting. Each token's colour is a class (`code-token-classes.ts`) that
 * sets both themes' colour as CSS variables (--s-l for light, --s-d for dark), and
 * components/content/code-block.css picks one per theme; the GitHub "default" pair keeps every
 * token colour at 4.5:1 or better on its background. No highlighting code reaches the browser.
 */
export const highlightLanguages = [
  'typescript',
  'javascript',
  'tsx',
  'python',
  'json',
  'bash',
  'yaml',
  'http',
  'toml',
] as const;
export type HighlightLanguage = (typeof highlightLanguages)[number];

let highlighter: Promise<HighlighterCore> | undefined;

function getHighlighter() {
  highlighter ??= createHighlighterCore({
    themes: [
      import('shiki/themes/github-light-default.mjs'),
      import('shiki/themes/github-dark-default.mjs'),
    ],
    langs: [
      import('shiki/langs/typescript.mjs'),
      import('shiki/langs/javascript.mjs'),
      import('shiki/langs/tsx.mjs'),
      import('shiki/langs/python.mjs'),
      import('shiki/langs/json.mjs'),
      import('shiki/langs/bash.mjs'),
      import('shiki/langs/yaml.mjs'),
      import('shiki/langs/http.mjs'),
      import('shiki/langs/toml.mjs'),
    ],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

const aliases: Record<string, HighlightLanguage> = {
  ts: 'typescript',
  js: 'javascript',
  py: 'python',
  sh: 'bash',
  shell: 'bash',
  yml: 'yaml',
};

export function normaliseLanguage(lang: string): HighlightLanguage | 'text' {
  const key = lang.toLowerCase();
  if ((highlightLanguages as readonly string[]).includes(key)) return key as HighlightLanguage;
  return aliases[key] ?? 'text';
}

/**
 * Pages rendered per request (the MCP registry) highlight the same samples on every visit, so
 * results are kept; the bound only guards against unbounded growth.
 */
const cache = new Map<string, string>();
const CACHE_LIMIT = 1000;

/** HTML of a highlighted <pre>, or null for plain text. Input is code, never markup. */
export async function highlight(code: string, lang: string): Promise<string | null> {
  const language = normaliseLanguage(lang);
  if (language === 'text') return null;
  const key = `${language}\u0000${code}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const shiki = await getHighlighter();
  const html = shiki.codeToHtml(code, {
    lang: language,
    themes: { l: 'github-light-default', d: 'github-dark-default' },
    cssVariablePrefix: '--s-',
    defaultColor: false,
    // No time limit per line: the samples are the site's own and short, and a limit makes a busy
    // build machine cut a line's tokens for one theme and not the other, leaving the sample
    // half-coloured.
    tokenizeTimeLimit: 0,
    transformers: [codeTokenClasses],
  });
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, html);
  return html;
}
