/**
 * localStorage, or null where the browser refuses it (disabled storage, some private modes,
 * sandboxed frames): reading `window.localStorage` itself can throw there.
 */
export function browserStorage(win: Window = window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** A storage that holds nothing and accepts nothing, for when the browser refuses storage. */
export const noStorage: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {
    throw new Error('Storage is not available');
  },
};
