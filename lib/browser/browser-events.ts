/**
 * A window event with a typed detail. Each feature declares the events it sends next to its
 * own types (lib/consent/consent-events.ts, lib/settings/settings-events.ts, ...), and senders
 * and listeners both go through the one declaration, so an event's name and detail are checked
 * by the compiler, never typed twice.
 */
export type WindowEvent<Detail> = {
  readonly name: string;
  emit(detail: Detail, target?: EventTarget): void;
  /** Calls `handler` with each event's detail; returns the function that stops listening. */
  listen(handler: (detail: Detail) => void, target?: EventTarget): () => void;
};

export function windowEvent<Detail>(name: string): WindowEvent<Detail> {
  return {
    name,
    emit(detail, target = window) {
      target.dispatchEvent(new CustomEvent(name, { detail }));
    },
    listen(handler, target = window) {
      const onEvent = (event: Event) => handler((event as CustomEvent<Detail>).detail);
      target.addEventListener(name, onEvent);
      return () => target.removeEventListener(name, onEvent);
    },
  };
}
