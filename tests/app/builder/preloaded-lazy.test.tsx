// @vitest-environment happy-dom
/**
 * Components loaded ahead (src/app/builder/preloaded-lazy.ts): once `preload()` has settled they render
 * in the same commit, without a Suspense fallback (which React would hold for its 300 ms throttle);
 * before, they suspend as React.lazy does. `useLoaded` loads and re-renders once the code is in, and
 * treats a failed load as settled, so the component's own Suspense path retries it.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PreloadedLazy, preloadedLazy, useLoaded } from '../../../src/app/builder/preloaded-lazy.ts';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Hello {name} {count}
    </button>
  );
}

describe('preloadedLazy', () => {
  it('renders in the first commit, without a fallback, once preloaded', async () => {
    let loads = 0;
    const Lazy = preloadedLazy(async () => {
      loads++;
      return Greeting;
    });
    expect(Lazy.loaded()).toBe(false);
    await Lazy.preload();
    await Lazy.preload();
    expect(Lazy.loaded()).toBe(true);
    expect(loads).toBe(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    // Synchronously after render: no act() flush, no fallback in between.
    expect(screen.getByRole('button').textContent).toBe('Hello Ada 0');
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends before its code is in, then shows it, and keeps its state across re-renders', async () => {
    const gate = deferred<typeof Greeting>();
    const Lazy = preloadedLazy(() => gate.promise);
    const view = render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => gate.resolve(Greeting));
    await screen.findByText('Hello Ada 0');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('Hello Ada 1');
    // Loaded now; the instance that suspended stays the same instance (its count is kept).
    view.rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('Hello Grace 1');
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const Lazy = preloadedLazy(async () => {
      attempt++;
      if (attempt === 1) throw new Error('chunk failed');
      return Greeting;
    });
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    expect(Lazy.loaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.loaded()).toBe(true);
    expect(attempt).toBe(2);
  });
});

function Gate({ components, enabled }: { components: readonly PreloadedLazy<never>[]; enabled: boolean }) {
  return <p>{useLoaded(components, enabled) ? 'ready' : 'waiting'}</p>;
}

describe('useLoaded', () => {
  it('loads only when enabled, and re-renders once every component is in', async () => {
    const first = deferred<typeof Greeting>();
    const second = deferred<typeof Greeting>();
    let started = 0;
    const A = preloadedLazy(() => {
      started++;
      return first.promise;
    });
    const B = preloadedLazy(() => second.promise);
    const list = [A, B];
    const view = render(<Gate components={list} enabled={false} />);
    await act(async () => {});
    expect(started).toBe(0);
    expect(screen.getByText('waiting')).toBeTruthy();
    view.rerender(<Gate components={list} enabled />);
    await act(async () => first.resolve(Greeting));
    expect(started).toBe(1);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => second.resolve(Greeting));
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('counts a failed load as settled, so the component renders through its Suspense boundary', async () => {
    const failing = preloadedLazy<object>(() => Promise.reject(new Error('offline')));
    render(<Gate components={[failing]} enabled />);
    await act(async () => {});
    expect(screen.getByText('ready')).toBeTruthy();
    expect(failing.loaded()).toBe(false);
  });

  it('is ready at once when the code is already in', async () => {
    const A = preloadedLazy(async () => Greeting);
    await A.preload();
    render(<Gate components={[A]} enabled />);
    expect(screen.getByText('ready')).toBeTruthy();
  });
});
