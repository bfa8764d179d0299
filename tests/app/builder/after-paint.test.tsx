// @vitest-environment happy-dom
/**
 * The builder's frame ordering: panels hear of an edit once per burst, after the paint (or after a
 * timer where no frame comes: a hidden tab); the editor selector shows the store's latest value,
 * re-renders only when its value changes, and never shows another page's value.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, deferredSubscribe } from '../../../src/app/builder/after-paint.ts';
import { EditorStore } from '../../../src/app/builder/editor-store.ts';
import { useEditorSelector } from '../../../src/app/builder/use-editor.ts';
import { createEditor } from '../../../src/commands/editor.ts';
import { emptyDocument } from '../../../src/domain/document.ts';
import { seededIds } from '../../../src/domain/ids.ts';
import { HERO } from '../../support/fixtures.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function source() {
  const listeners = new Set<() => void>();
  return {
    listeners,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe('deferredSubscribe', () => {
  it('tells every listener once per burst, when the schedule runs, and unsubscribes with the last', () => {
    const changes = source();
    const scheduled: (() => void)[] = [];
    const subscribe = deferredSubscribe(changes.subscribe, (flush) => scheduled.push(flush));
    const heard: string[] = [];
    const stopA = subscribe(() => heard.push('a'));
    const stopB = subscribe(() => heard.push('b'));
    expect(changes.listeners.size).toBe(1);

    changes.emit();
    changes.emit();
    changes.emit();
    expect(heard).toEqual([]);
    expect(scheduled).toHaveLength(1);
    scheduled[0]!();
    expect(heard).toEqual(['a', 'b']);

    // A later change schedules again.
    changes.emit();
    expect(scheduled).toHaveLength(2);
    stopA();
    scheduled[1]!();
    expect(heard).toEqual(['a', 'b', 'b']);
    stopB();
    expect(changes.listeners.size).toBe(0);
  });
});

describe('afterNextPaint', () => {
  it('runs once, after the frame, or from its timer when no frame comes', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const ran = vi.fn();
    afterNextPaint(ran, 250);
    await vi.advanceTimersByTimeAsync(249);
    expect(ran).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toHaveBeenCalledTimes(1);
    // The frame that comes later does not run it again.
    frames[0]!(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(ran).toHaveBeenCalledTimes(1);
    raf.mockRestore();
  });
});

function storeWith(seed: number) {
  const base = emptyDocument({ page_slug: 'home', page_id: `p${seed}` });
  return new EditorStore({ base, baseRevision: 1, state: createEditor(base), ids: seededIds(seed) });
}

function Count({ store, renders }: { store: EditorStore; renders: { count: number } }) {
  const sections = useEditorSelector(store, (snapshot) => snapshot.state.doc.sections);
  const canUndo = useEditorSelector(store, (snapshot) => snapshot.canUndo);
  renders.count++;
  return (
    <p>
      {sections.length} sections, undo {canUndo ? 'on' : 'off'}
    </p>
  );
}

describe('useEditorSelector', () => {
  it('follows the store after the paint and skips changes that leave its value alone', async () => {
    const store = storeWith(1);
    const renders = { count: 0 };
    render(<Count store={store} renders={renders} />);
    expect(screen.getByText('0 sections, undo off')).toBeTruthy();

    act(() => {
      store.run({ kind: 'section.add', section: HERO });
      store.run({ kind: 'section.add', section: HERO });
    });
    await waitFor(() => expect(screen.getByText('2 sections, undo on')).toBeTruthy());

    const before = renders.count;
    // Saving changes the snapshot, not the sections or the undo state.
    act(() => store.markSaved(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(renders.count).toBe(before);
  });

  it('shows another store’s value as soon as it is given one (a page switch)', () => {
    const first = storeWith(2);
    first.run({ kind: 'section.add', section: HERO });
    const second = storeWith(3);
    const renders = { count: 0 };
    const view = render(<Count store={first} renders={renders} />);
    expect(screen.getByText('1 sections, undo on')).toBeTruthy();
    view.rerender(<Count store={second} renders={renders} />);
    expect(screen.getByText('0 sections, undo off')).toBeTruthy();
  });
});
