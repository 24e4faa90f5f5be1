'use client';

import { useCallback, useEffect, useState } from 'react';
import { loadOnce } from '@/lib/load-once';
import { islandTextsPath, type Island } from './islands';
import type { Locale } from './locales';
import { useLocale } from './navigation';

type IslandTexts = Record<Island, unknown>;

/** Texts already in, by locale: a use after they arrived renders with them at once. */
const arrived = new Map<Locale, IslandTexts>();
const loaders = new Map<Locale, () => Promise<IslandTexts>>();

/** Fetches the islands' texts in a locale once per page life (a failed request is retried). */
function loadIslandTexts(locale: Locale): Promise<IslandTexts> {
  let loader = loaders.get(locale);
  if (!loader) {
    const path = islandTextsPath(locale);
    loader = loadOnce(() =>
      fetch(path).then((response) => {
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return response.json().then((texts: IslandTexts) => {
          arrived.set(locale, texts);
          return texts;
        });
      }),
    );
    loaders.set(locale, loader);
  }
  return loader();
}

const loadIslandText = <Text>(locale: Locale, island: Island) =>
  loadIslandTexts(locale).then((texts) => texts[island] as Text);

/**
 * An island's text in the page's locale once `wanted` is truthy: null until it has loaded, and
 * after a failure (logged). A new truthy `wanted` (the next click, say) retries a failed load.
 * After a change of language the previous text stays until the new one is in, so an island
 * that is open stays mounted. `preload` starts loading the text in the page's locale ahead of
 * use.
 */
export function useIslandText<Text>(
  island: Island,
  wanted: unknown,
): { text: Text | null; preload: () => Promise<unknown> } {
  const locale = useLocale();
  const key = `${locale}/${island}`;
  const [loaded, setLoaded] = useState<{ key: string; text: Text } | null>(null);
  // Loaded ahead (lib/islands): taken during this render, so the first use renders with it
  // instead of waiting for an effect and another render.
  const ahead =
    wanted && loaded?.key !== key ? (arrived.get(locale)?.[island] as Text | undefined) : undefined;
  if (ahead !== undefined) setLoaded({ key, text: ahead });
  const ready = loaded?.key === key;
  // Errors of a load ahead of use wait for the real use, which logs them.
  const preload = useCallback(
    () => loadIslandText(locale, island).catch(() => undefined),
    [locale, island],
  );

  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    loadIslandText<Text>(locale, island).then(
      (text) => {
        if (live) setLoaded({ key, text });
      },
      (error) => console.error(`Could not load the text of ${island}`, error),
    );
    return () => {
      live = false;
    };
  }, [wanted, ready, key, locale, island]);

  return { text: loaded?.text ?? null, preload };
}
