import type { ComponentType } from 'react';
import type { PreloadPriority } from './preload-when-idle';

/**
 * A part of the page whose code stays out of its first load (dialogs, sheets, the chat panel,
 * the cookie banner...). Each is declared in components/islands.ts, its messages in
 * components/island-messages.ts.
 */
export type Island<Props> = {
  /** The component, loaded through next/dynamic. */
  Component: ComponentType<Props>;
  /** Loads the same module ahead of use; the component is mounted once it has. */
  load: () => Promise<unknown>;
  /**
   * When its code is fetched: while the page is idle after its load, in this order among the
   * page's islands (lib/islands/preload-when-idle.ts), or only when its owner asks for it.
   */
  ready: PreloadPriority | 'on use';
  /** Where fetching ahead is worth it (the phone sheets: only on a phone); everywhere if absent. */
  readyWhere?: () => boolean;
};

/** Declares an island (components/islands.ts), its props typed by its component. */
export function island<Props>(declaration: Island<Props>): Island<Props> {
  return declaration;
}

/** What an island is, whatever its props: enough to load it, ready it and pick its messages. */
export type AnyIsland = Omit<Island<never>, 'Component'>;
