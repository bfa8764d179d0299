/**
 * @vitest-environment happy-dom
 *
 * The UI kit's system is built on first need (src/app/theme/ui-system.ts, issue 28): the builder's
 * first frame is drawn before it, the other screens after it.
 */
import { Button, ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster, toaster } from '../../../src/app/shell/toaster.tsx';
import {
  BOOT_SYSTEM,
  loadUiSystem,
  needsUiFirst,
  resetUiSystemForTests,
  uiSystem,
  useUiSystem,
  WithUi,
} from '../../../src/app/theme/ui-system.ts';

beforeEach(resetUiSystemForTests);
afterEach(cleanup);

/** As AppProviders holds it. */
function Root({ children }: { children: React.ReactNode }) {
  return <ChakraProvider value={useUiSystem(false) ?? BOOT_SYSTEM}>{children}</ChakraProvider>;
}

let mounts = 0;
/** A plain element with state of its own: it must not remount when the system arrives. */
function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  );
}

/** The builder, as it opens its panels once the canvas has painted. */
function Screen() {
  const [panels, setPanels] = useState(false);
  return (
    <>
      <Counter />
      <button type="button" onClick={() => setPanels(true)}>
        open panels
      </button>
      {panels && (
        <WithUi fallback={<p>loading the kit</p>}>
          <Button>Kit button</Button>
        </WithUi>
      )}
    </>
  );
}

describe('the UI kit system', () => {
  it('is not built until something needs it', async () => {
    render(
      <Root>
        <Counter />
      </Root>,
    );
    await act(async () => {});
    expect(uiSystem()).toBeNull();
    expect(screen.getByRole('button', { name: 'clicked 0' })).toBeTruthy();
  });

  it('is built for a part that needs it, and what was drawn before keeps its state', async () => {
    mounts = 0;
    render(
      <Root>
        <Screen />
      </Root>,
    );
    await act(async () => screen.getByRole('button', { name: 'clicked 0' }).click());
    await act(async () => screen.getByRole('button', { name: 'open panels' }).click());
    expect(await screen.findByRole('button', { name: 'Kit button' })).toBeTruthy();
    expect(uiSystem()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
    expect(mounts).toBe(1);
  });

  it('suspends a kit component drawn before it is built, then draws it', async () => {
    render(
      <Root>
        <Suspense fallback={<p>waiting</p>}>
          <Button>Early button</Button>
        </Suspense>
      </Root>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Early button' })).toBeTruthy();
  });

  it('shows a toast made before it is built (the builder can toast before its panels load)', async () => {
    render(
      <Root>
        <Toaster />
      </Root>,
    );
    expect(uiSystem()).toBeNull();
    act(() => void toaster.create({ type: 'error', title: 'Could not save the draft' }));
    expect(await screen.findByText('Could not save the draft', undefined, { timeout: 5000 })).toBeTruthy();
    expect(uiSystem()).not.toBeNull();
  });

  it('is built once, however many ask', async () => {
    const [first, second] = await Promise.all([loadUiSystem(), loadUiSystem()]);
    expect(first).toBe(second);
    expect(uiSystem()).toBe(first);
  });

  it('is needed before the first frame everywhere but on a builder page', () => {
    expect(needsUiFirst('/builder/p1/page1')).toBe(false);
    expect(needsUiFirst('/builder/p1/page1/')).toBe(false);
    expect(needsUiFirst('/builder')).toBe(true);
    expect(needsUiFirst('/projects')).toBe(true);
    expect(needsUiFirst('/login')).toBe(true);
    expect(needsUiFirst('/replay')).toBe(true);
  });
});
