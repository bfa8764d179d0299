/**
 * The replay screen's timeline: step n is the document after n events — the same document
 * `replayUntil` (and `npm run replay -- --until n`) reaches — for a session with several events per
 * entry and an undo; entry boundaries and labels; clear messages for files that are not traces.
 */
import { describe, expect, it } from 'vitest';
import {
  buildTimeline,
  clampStep,
  describeEntry,
  describeEvent,
  firstStepOfEntry,
  formatEntryTime,
  lastStep,
  timelineFromText,
} from '../../src/app/screens/replay/replay-timeline.ts';
import { replayUntil } from '../../src/commands/editor.ts';
import type { Trace } from '../../src/commands/trace.ts';
import { recordedTrace } from './replay-fixtures.ts';

function timelineOf(trace: Trace) {
  const timeline = buildTimeline(trace);
  if (!timeline.ok) throw new Error(timeline.error);
  return timeline.value;
}

describe('buildTimeline', () => {
  it('step n is the document replayUntil reaches after n events, for every n', () => {
    const trace = recordedTrace();
    const timeline = timelineOf(trace);
    const events = trace.entries.reduce((sum, entry) => sum + entry.events.length, 0);
    expect(lastStep(timeline)).toBe(events);
    for (let n = 0; n <= events; n++) {
      expect(timeline.docs[n]).toEqual(replayUntil(trace.base, trace.entries, n).state.doc);
    }
    expect(timeline.docs[0]).toBe(trace.base);
  });

  it('knows which entry and event each step applied, and where each entry ends', () => {
    const trace = recordedTrace();
    const timeline = timelineOf(trace);
    expect(timeline.positions[0]).toEqual({ entry: -1, event: -1 });
    expect(timeline.positions[1]).toEqual({ entry: 0, event: 0 });
    expect(timeline.positions[2]).toEqual({ entry: 0, event: 1 });
    expect(timeline.entryEnds[0]).toBe(3);
    expect(timeline.docs[2]!.sections.map((section) => section.section_title)).toEqual(['Hero', 'Gallery']);
    let step = 0;
    for (const [index, entry] of trace.entries.entries()) {
      expect(firstStepOfEntry(timeline, index)).toBe(step + 1);
      step += entry.events.length;
      expect(timeline.entryEnds[index]).toBe(step);
      expect(timeline.positions[step]).toEqual({ entry: index, event: entry.events.length - 1 });
    }
  });

  it('the undo brings back the text the edit changed', () => {
    const timeline = timelineOf(recordedTrace());
    const heading = (n: number) => JSON.stringify(timeline.docs[n]!.sections.map((s) => s.nodes));
    const last = lastStep(timeline);
    const beforeEdit = timeline.entryEnds.at(-3)!;
    expect(heading(last - 1)).toContain('"text":"x"');
    expect(heading(last)).toBe(heading(beforeEdit));
  });

  it('reports an entry that does not apply by its seq', () => {
    const trace = recordedTrace();
    const broken: Trace = {
      ...trace,
      entries: [{ ...trace.entries[0]!, origin: 'undo' }, ...trace.entries.slice(1)],
    };
    expect(buildTimeline(broken)).toEqual({
      ok: false,
      error: expect.stringMatching(/^Log entry 1 does not apply/),
    });
  });
});

describe('reading a file', () => {
  it('says what is wrong with text that is not a trace', () => {
    expect(timelineFromText('not json')).toEqual({
      ok: false,
      error: 'This file is not JSON. Choose a trace exported with “Export trace”.',
    });
    expect(timelineFromText('{"format":"x"}')).toEqual({
      ok: false,
      error: 'This is not a Pagewright trace (format x).',
    });
    const trace = recordedTrace();
    const read = timelineFromText(JSON.stringify(trace));
    expect(read.ok && lastStep(read.value)).toBe(lastStep(timelineOf(trace)));
  });
});

describe('labels and bounds', () => {
  it('clamps steps into the timeline', () => {
    const timeline = timelineOf(recordedTrace());
    expect(clampStep(timeline, -3)).toBe(0);
    expect(clampStep(timeline, 2.4)).toBe(2);
    expect(clampStep(timeline, 999)).toBe(lastStep(timeline));
  });

  it('names entries by command or origin and events by what they touched', () => {
    const trace = recordedTrace();
    expect(describeEntry(trace.entries[0]!)).toBe('section.add');
    expect(describeEntry(trace.entries.at(-1)!)).toBe('Undo');
    expect(describeEvent(trace.entries[0]!.events[0]!)).toBe('section.added · Hero at 1');
    const palette = trace.entries[1]!.events[0]!;
    expect(describeEvent(palette)).toMatch(/^theme\.valuesChanged · .*primary_color/);
    expect(describeEvent(trace.entries[2]!.events[0]!)).toBe('section.moved · 3 → 2');
    expect(describeEvent(trace.entries[0]!.events[2]!)).toBe('section.added · Features at 3');
    expect(formatEntryTime(Date.UTC(2024, 0, 2, 3, 4, 5))).toBe('03:04:05');
  });
});
