/**
 * React's view of the editor store. `useEditorSelector` re-renders only when the selected value
 * changes (by identity): the document keeps untouched parts by identity, so a panel that reads the
 * sections list, or a button that reads `canUndo`, skips the renders other edits would cause — on a
 * 200-section page, re-rendering everything per command cost far more than the command itself.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { EditorSnapshot, EditorStore } from './editor-store.ts';

export function useEditor(store: EditorStore): EditorSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** `select` must return a value of the snapshot (or a primitive), never a new object per call. */
export function useEditorSelector<T>(store: EditorStore, select: (snapshot: EditorSnapshot) => T): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: callers pass inline selectors; the store decides
  const read = useCallback(() => select(store.getSnapshot()), [store]);
  return useSyncExternalStore(store.subscribe, read, read);
}
