/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { lazyIsland } from './lazy-island';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Hello {name} {count}
    </button>
  );
}

it('renders in the same commit as the tap once its code was loaded ahead', async () => {
  const Island = lazyIsland(async () => ({ default: Greeting }));
  await Island.preload();
  // A synchronous render: no microtask runs before the assertion, so a component that
  // suspended (even on code already loaded) would not be there yet.
  act(() => {
    render(<Island name="Ada" />);
  });
  expect(screen.getByRole('button').textContent).toBe('Hello Ada 0');
});

it('loads its code on first render when nobody loaded it ahead, and keeps its state', async () => {
  let loads = 0;
  const Island = lazyIsland(async () => {
    loads += 1;
    return { default: Greeting };
  });
  const { rerender } = render(<Island name="Ada" />);
  expect(screen.queryByRole('button')).toBeNull();
  const button = await screen.findByRole('button');
  act(() => button.click());
  rerender(<Island name="Grace" />);
  expect(screen.getByRole('button').textContent).toBe('Hello Grace 1');
  expect(loads).toBe(1);
});

it('tries again after a failed load', async () => {
  let attempts = 0;
  const Island = lazyIsland(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('offline');
    return { default: Greeting };
  });
  await expect(Island.preload()).rejects.toThrow('offline');
  await Island.preload();
  act(() => {
    render(<Island name="Ada" />);
  });
  expect(screen.getByRole('button').textContent).toBe('Hello Ada 0');
  expect(attempts).toBe(2);
});

it('shows its fallback with the same props until the code is in (a chat answer as plain text)', async () => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const Island = lazyIsland(
    async () => {
      await arrived;
      return { default: Greeting };
    },
    ({ name }: { name: string }) => <p>Plain {name}</p>,
  );
  render(<Island name="Ada" />);
  expect(screen.getByText('Plain Ada')).toBeTruthy();
  await act(async () => release());
  expect((await screen.findByRole('button')).textContent).toBe('Hello Ada 0');
  expect(screen.queryByText('Plain Ada')).toBeNull();
});
