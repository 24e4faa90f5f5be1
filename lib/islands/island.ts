import type { ComponentType } from 'react';

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
   * When its code is fetched: 'ahead', once the page is idle after its load (not with Save-Data
   * or on 2G), or 'on use', when its owner asks for it.
   */
  ready: 'ahead' | 'on use';
};

/** Declares an island (components/islands.ts), its props typed by its component. */
export function island<Props>(declaration: Island<Props>): Island<Props> {
  return declaration;
}

/** What an island is, whatever its props: enough to load it, ready it and pick its messages. */
export type AnyIsland = Omit<Island<never>, 'Component'>;
