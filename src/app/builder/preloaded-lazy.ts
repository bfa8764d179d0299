/**
 * Components whose code loads on first use, shown without suspending.
 *
 * `React.lazy` suspends a component's first render even when its module is already in, and React
 * reveals what a suspended render held back no sooner than 300 ms after the fallback appeared (its
 * fallback throttle; every fallback shown restarts it). On a cold open the builder's top bar and side
 * panels, and on a first click each inspector panel, waited out that throttle once or twice (issue 28:
 * 0.5 s from a click on a heading to its Text settings). Loaded ahead with `preload()` or `useLoaded`,
 * they render at once, as an ordinary update.
 */
import { type ComponentType, createElement, lazy, type ReactNode, useEffect, useState } from 'react';

export interface PreloadedLazy<P extends object> {
  (props: P): ReactNode;
  /** Starts loading (once); settles when the component can render without suspending. */
  preload(): Promise<void>;
  /** Whether `preload` has settled successfully. */
  loaded(): boolean;
}

export function preloadedLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadedLazy<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () => {
    pending ??= load().then(
      (loaded) => {
        component = loaded;
        return loaded;
      },
      (error: unknown) => {
        pending = null; // a later render or preload tries again
        throw error;
      },
    );
    return pending;
  };
  // Rendered before the code is in (or after a failed load): suspends, as React.lazy does.
  const Lazy = lazy(() => start().then((loaded) => ({ default: loaded })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, as React.lazy is
  function Preloaded(props: P): ReactNode {
    // Decided once per instance: switching between the two would remount it and lose its state.
    const [direct] = useState(() => component);
    return direct ? createElement(direct, props) : createElement(Lazy, props);
  }
  Preloaded.preload = () => start().then(() => undefined);
  Preloaded.loaded = () => component !== null;
  return Preloaded;
}

/**
 * Whether the components' code is in, loading it when `enabled`; re-renders once it is. `components`
 * must keep its identity across renders (a module constant, or memoised). A failed load counts as
 * settled: the component then renders through its Suspense boundary, which retries and shows the error.
 */
export function useLoaded(components: readonly PreloadedLazy<never>[], enabled = true): boolean {
  const [settledFor, setSettledFor] = useState<readonly PreloadedLazy<never>[] | null>(null);
  const done = components.every((component) => component.loaded());
  useEffect(() => {
    if (!enabled || done) return;
    let live = true;
    void Promise.allSettled(components.map((component) => component.preload())).then(() => {
      if (live) setSettledFor(components);
    });
    return () => {
      live = false;
    };
  }, [components, enabled, done]);
  return done || settledFor === components;
}
