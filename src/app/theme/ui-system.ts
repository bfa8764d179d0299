/**
 * The UI kit's system, built when something first needs it rather than at boot (issue 28).
 *
 * Building Chakra's system (its token dictionary, the tokens' CSS variables, the utilities) took
 * ≈ 95 ms of main thread at every start: a third of what a cold builder open spent running script
 * before the canvas could be built, for a screen whose first frame draws nothing with the kit (the
 * top bar, the rail and the canvas are plain elements). So the root provider starts with
 * `BOOT_SYSTEM`, and the real system loads:
 * - before the first render of every other screen (the root route awaits it, `needsUiFirst`);
 * - in the builder, with its panels, once the canvas has painted (Builder.tsx), or with the first
 *   toast, alert or dialog.
 *
 * The kit's global CSS (reset, tokens' variables, base styles) does not wait for it: it is a static
 * stylesheet (`chakra-global.css`, checked against Chakra's own in tests), so the first frame looks
 * as every later one does.
 */
import type { SystemContext } from '@chakra-ui/react';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';

let system: SystemContext | null = null;
let pending: Promise<SystemContext> | null = null;
const listeners = new Set<() => void>();

/** Loads and builds the system (once); settles when the root provider has it. */
export function loadUiSystem(): Promise<SystemContext> {
  pending ??= import('./system.ts').then(
    (module) => {
      system = module.providedSystem;
      for (const listener of listeners) listener();
      return module.providedSystem;
    },
    (error: unknown) => {
      pending = null; // the next need tries again
      throw error;
    },
  );
  return pending;
}

/** The system once built, else null. */
export const uiSystem = (): SystemContext | null => system;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The system (null until built), loading it when `needed`; re-renders once it is built. */
export function useUiSystem(needed: boolean): SystemContext | null {
  const current = useSyncExternalStore(subscribe, uiSystem, uiSystem);
  useEffect(() => {
    if (needed && !current) void loadUiSystem().catch(() => {}); // the next need tries again
  }, [needed, current]);
  return current;
}

/** Renders `children` (drawn with the kit) once the system is built, loading it; `fallback` until then. */
export function WithUi({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useUiSystem(true) ? children : fallback;
}

/** Addresses whose first frame is drawn without the kit: a builder page (routes/builder.$projectId.$pageId). */
const KIT_FREE_PATH = /^\/builder\/[^/]+\/[^/]+\/?$/;

/** Whether a screen at `pathname` needs the system before its first render. */
export const needsUiFirst = (pathname: string): boolean => !KIT_FREE_PATH.test(pathname);

/**
 * What the root provider holds until the system is built. Chakra's provider reads only `_config` and
 * `_global` (both as the built system's, see system.ts: the global CSS is static). A component of the
 * kit rendered before the system is built suspends until it is (and starts it), instead of failing:
 * every such component sits under a Suspense boundary that shows a spinner or nothing.
 */
export const BOOT_SYSTEM = new Proxy({} as SystemContext, {
  get(_target, key) {
    if (key === '_config') return { disableLayers: true };
    if (key === '_global') return [];
    if (key === 'then') return undefined; // not a thenable
    throw loadUiSystem();
  },
});

/** Forgets the built system (tests). */
export function resetUiSystemForTests(): void {
  system = null;
  pending = null;
}
