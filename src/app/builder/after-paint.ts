/**
 * Ordering the builder's work around the browser's frames: the canvas shows an edit in the frame
 * that follows it, and the panels (sections list, Undo/Redo, the draft status) catch up right after.
 * A command's click used to re-render those panels before the canvas could paint, so on a
 * 200-section page the edit appeared 40–170 ms after the click (issue 5: one frame, 16 ms).
 */

/**
 * Runs `then` after the next frame is painted: a message posted from requestAnimationFrame runs after
 * it. The builder's own window schedules it (the canvas runs no scripts; both paint in one frame).
 * A hidden tab paints no frames, so a timer runs `then` there instead (whichever comes first).
 */
export function afterNextPaint(then: () => void, fallbackMs = 250): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    then();
  };
  const timer = setTimeout(run, fallbackMs);
  requestAnimationFrame(() => nextTask(run));
}

/** Runs `then` in a task of its own, after the tasks already posted (messages run in order). */
export function nextTask(then: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
}

/**
 * After the next paint, and after whatever else was waiting for that paint: the panels' re-render
 * (tens of milliseconds for the sections list) never delays a frame, nor what follows one.
 */
export function afterPaintSettles(then: () => void): void {
  afterNextPaint(() => nextTask(then));
}

export type Subscribe = (listener: () => void) => () => void;

/**
 * A subscription whose listeners hear about changes once per burst, when `schedule` runs the flush
 * (the builder's views: after the paint). One source subscription serves all its listeners; it ends
 * with the last.
 */
export function deferredSubscribe(source: Subscribe, schedule: (flush: () => void) => void): Subscribe {
  const listeners = new Set<() => void>();
  let pending = false;
  let unsubscribe: (() => void) | null = null;
  const flush = () => {
    pending = false;
    for (const listener of [...listeners]) listener();
  };
  const changed = () => {
    if (pending) return;
    pending = true;
    schedule(flush);
  };
  return (listener) => {
    listeners.add(listener);
    unsubscribe ??= source(changed);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && unsubscribe) {
        unsubscribe();
        unsubscribe = null;
      }
    };
  };
}
