/**
 * The one link picker's state (issue 20 §2): `pick(current)` opens the dialog and resolves with
 * the chosen link, or null when cancelled. Framework-free, so the builder hands `pick` to the
 * panels (`pickLink`) and to the text toolbar, and one `LinkPickerHost` draws the dialog.
 * Opening while open cancels the earlier request: one dialog, one pending answer.
 */
import type { LinkValue } from '../types.ts';

export interface LinkPickerRequest {
  readonly current: LinkValue;
}

export interface LinkPicker {
  pick(current: LinkValue): Promise<LinkValue | null>;
  /** Answers the open request (null = cancelled) and closes the dialog. */
  settle(value: LinkValue | null): void;
  getSnapshot(): LinkPickerRequest | null;
  subscribe(listener: () => void): () => void;
}

export function createLinkPicker(): LinkPicker {
  const listeners = new Set<() => void>();
  let request: LinkPickerRequest | null = null;
  let answer: ((value: LinkValue | null) => void) | null = null;
  const publish = (): void => {
    for (const listener of listeners) listener();
  };
  const settle = (value: LinkValue | null): void => {
    const resolve = answer;
    answer = null;
    request = null;
    resolve?.(value);
    publish();
  };
  return {
    pick(current) {
      if (answer) settle(null);
      return new Promise((resolve) => {
        answer = resolve;
        request = { current };
        publish();
      });
    },
    settle,
    getSnapshot: () => request,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
