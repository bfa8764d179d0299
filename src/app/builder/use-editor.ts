/**
 * React's view of the editor store. `useEditorSelector` re-renders only when the selected value
 * changes (by identity): the document keeps untouched parts by identity, so a panel that reads the
 * sections list, or a button that reads `canUndo`, skips the renders other edits would cause — on a
 * 200-section page, re-rendering everything per command cost far more than the command itself.
 *
 * Views hear of a change after the canvas has painted it (the canvas subscribes to the store
 * directly), and re-render as a transition: React renders them in slices between which the
 * browser paints, writes the draft and takes the next click. Not `useSyncExternalStore`, whose
 * updates always render in one blocking pass: the sections list's re-render is tens of
 * milliseconds on a 200-section page, and it held up the durable write of the edit behind it.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { afterPaintSettles, deferredSubscribe, type Subscribe } from './after-paint.ts';
import type { EditorSnapshot, EditorStore } from './editor-store.ts';

const viewSubscriptions = new WeakMap<EditorStore, Subscribe>();

function subscribeView(store: EditorStore): Subscribe {
  let subscribe = viewSubscriptions.get(store);
  if (!subscribe) {
    subscribe = deferredSubscribe(store.subscribe, afterPaintSettles);
    viewSubscriptions.set(store, subscribe);
  }
  return subscribe;
}

/**
 * `select` must return a value of the snapshot (or a primitive), never a new object per call. A
 * new value equal to the one shown (`isEqual`, by default identity) keeps the one shown.
 */
export function useEditorSelector<T>(
  store: EditorStore,
  select: (snapshot: EditorSnapshot) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const latest = useRef({ select, isEqual });
  latest.current = { select, isEqual };
  const [view, setView] = useState(() => ({ store, value: select(store.getSnapshot()) }));
  // Another store (another page) is read at once, never shown with the last page's value.
  const value = view.store === store ? view.value : select(store.getSnapshot());
  const rendered = useRef(value);
  rendered.current = value;
  // The value last shown or asked for (a transition may still be on its way).
  const wanted = useRef(value);
  useEffect(() => {
    wanted.current = rendered.current;
    const update = () => {
      const next = latest.current.select(store.getSnapshot());
      // Unchanged: no render at all (a state update that changes nothing still calls the component).
      if (latest.current.isEqual(next, wanted.current)) return;
      wanted.current = next;
      startTransition(() => setView({ store, value: next }));
    };
    // What changed between the render and this subscription.
    update();
    return subscribeView(store)(update);
  }, [store]);
  return value;
}
