/**
 * User Timing marks made once the page is idle, each with the time it marks. Chromium hands every
 * mark to the browser process as it is made (≈0.2–0.3 ms of the main thread each), so a mark made
 * while an edit is applied delays the frame that shows the edit; made later with its `startTime`,
 * it sits at the same place in a timeline and reads the same to a `PerformanceObserver`. The draft
 * log (draft-log.ts) marks its writes this way.
 */
interface QueuedMark {
  readonly name: string;
  readonly startTime: number;
  readonly detail: unknown;
}

/** The marks waiting for the next idle period (one is asked for while any wait). */
const queue: QueuedMark[] = [];

/** Marks `name` at `startTime` (default: now) when the page is next idle, in the order asked. */
export function markWhenIdle(name: string, detail: unknown, startTime = performance.now()): void {
  if (queue.push({ name, startTime, detail }) > 1) return;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 500 });
  else setTimeout(flush, 0);
}

function flush(): void {
  for (const mark of queue.splice(0)) {
    performance.mark(mark.name, { startTime: mark.startTime, detail: mark.detail });
  }
}
