/**
 * User Timing marks are made once the page is idle, in the order asked, each at the time it marks
 * (not the time it is made).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markWhenIdle } from '../../src/drafts/idle-marks.ts';

afterEach(() => {
  vi.useRealTimers();
  performance.clearMarks();
});

describe('markWhenIdle', () => {
  it('makes nothing while the caller runs, then every mark asked for, in order, at its own time', async () => {
    performance.clearMarks();
    const asked = performance.now();
    markWhenIdle('test:first', { n: 1 });
    markWhenIdle('test:second', { n: 2 }, asked - 5);
    expect(performance.getEntriesByType('mark')).toEqual([]);
    await vi.waitFor(() => expect(performance.getEntriesByType('mark')).toHaveLength(2));
    const marks = performance.getEntriesByType('mark') as PerformanceMark[];
    expect(marks.map((mark) => [mark.name, mark.detail])).toEqual([
      ['test:second', { n: 2 }],
      ['test:first', { n: 1 }],
    ]);
    // Sorted by the time they mark: the second was asked for with a time before the first.
    expect(marks[0]!.startTime).toBe(asked - 5);
    expect(marks[1]!.startTime).toBeGreaterThanOrEqual(asked);
    expect(marks[1]!.startTime).toBeLessThan(asked + 5);

    // A later mark schedules a new round.
    markWhenIdle('test:third', null);
    await vi.waitFor(() => expect(performance.getEntriesByName('test:third')).toHaveLength(1));
  });
});
