/** React's view of the editor store: the current snapshot, re-rendering on every change. */
import { useSyncExternalStore } from 'react';
import type { EditorSnapshot, EditorStore } from './editor-store.ts';

export function useEditor(store: EditorStore): EditorSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
