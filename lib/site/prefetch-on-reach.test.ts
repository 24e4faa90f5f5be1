/** @jest-environment jsdom */
import { prefetchOnReach, WHOLE_ROUTE } from './prefetch-on-reach';

function fetched(event: Parameters<typeof prefetchOnReach>[0]) {
  const calls: unknown[][] = [];
  prefetchOnReach(event, (...args) => calls.push(args));
  return calls;
}

describe('prefetchOnReach', () => {
  it('fetches the whole route for a mouse or a pen', () => {
    for (const type of ['pointerenter', 'pointerover'])
      for (const pointerType of ['mouse', 'pen'])
        expect(fetched({ type, pointerType, target: null })).toEqual([[WHOLE_ROUTE]]);
  });

  it('fetches by segments at a touch, and nothing more as the finger’s pointer enters', () => {
    expect(fetched({ type: 'touchstart', target: null })).toEqual([[]]);
    expect(fetched({ type: 'pointerover', pointerType: 'touch', target: null })).toEqual([]);
  });

  it('fetches the whole route at keyboard focus, and nothing at a click’s or a tap’s focus', () => {
    const link = document.createElement('a');
    let keyboard = true;
    link.matches = (selector: string) => selector === ':focus-visible' && keyboard;
    expect(fetched({ type: 'focusin', target: link })).toEqual([[WHOLE_ROUTE]]);
    expect(fetched({ type: 'focus', target: link })).toEqual([[WHOLE_ROUTE]]);
    keyboard = false;
    expect(fetched({ type: 'focusin', target: link })).toEqual([]);
    expect(fetched({ type: 'focus', target: document })).toEqual([]);
  });
});
