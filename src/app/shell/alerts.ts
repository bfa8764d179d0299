/**
 * Blocking alerts without window.alert (spec §4/§6: the access-denied alert): a tiny external store
 * the AlertHost dialog renders. `whenSettled()` resolves once every alert has been acknowledged, so
 * leaving the app (closing the window) waits until the user has read why.
 */
export interface AlertStore {
  show(message: string): void;
  dismiss(): void;
  current(): string | null;
  subscribe(listener: () => void): () => void;
  whenSettled(): Promise<void>;
}

export function createAlertStore(): AlertStore {
  const queue: string[] = [];
  const listeners = new Set<() => void>();
  let waiters: Array<() => void> = [];
  const notify = () => {
    for (const listener of listeners) listener();
    if (queue.length === 0) {
      const settled = waiters;
      waiters = [];
      for (const resolve of settled) resolve();
    }
  };
  return {
    show(message) {
      queue.push(message);
      notify();
    },
    dismiss() {
      queue.shift();
      notify();
    },
    current: () => queue[0] ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenSettled() {
      return queue.length === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
  };
}
