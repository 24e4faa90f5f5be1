import { startTransition, useEffect, useState } from 'react';

/**
 * A store kept by the browser (localStorage, a cookie, media queries), read once the page has
 * hydrated; null until then, as on the server. useSyncExternalStore would re-render everything
 * that reads it synchronously, in one long task, right after hydration. Here the first read is a
 * transition, which React renders in short slices; later changes (the visitor's input, another
 * tab) still apply at once.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    startTransition(() => setValue(() => getSnapshot()));
    return subscribe(() => setValue(() => getSnapshot()));
  }, [subscribe, getSnapshot]);
  return value;
}
