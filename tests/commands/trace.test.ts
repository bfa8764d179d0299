/**
 * Traces (ARCHITECTURE: event log and traces; docs/trace-format.md): export → JSON → parse
 * round trip, clear rejections, and a pinned trace written by older code (a v1
 * `theme.valuesChanged`) that is upcast and replayed to a known document and history.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, undoEntry } from '../../src/commands/editor.ts';
import { exportTrace, type Trace } from '../../src/commands/trace.ts';
import { parseTrace } from '../../src/commands/trace-parse.ts';
import { upcastEntries, upcastEvent } from '../../src/commands/upcast.ts';
import { DEFAULT_SECTION_SETTINGS, emptyDocument, type PageDocument } from '../../src/domain/document.ts';
import { DEFAULT_ROOT_VALUES } from '../../src/domain/root-values.ts';
import { CAROUSEL, HERO, run, session } from '../support/fixtures.ts';

function recordedSession() {
  const s = session([HERO, CAROUSEL], 21);
  const h1 = s.state.doc.sections[0]!.nodes[0]!;
  run(s, { kind: 'theme.applyPalette', name: 'Forest' });
  run(s, {
    kind: 'section.setSettings',
    sectionId: s.state.doc.sections[1]!.section_id,
    patch: { width: 'full' },
  });
  run(s, {
    kind: 'element.setText',
    sectionId: s.state.doc.sections[0]!.section_id,
    elementId: h1.kind === 'element' ? h1.id : '',
    text: 'x',
  });
  const undone = undoEntry(s.state, s.clock + 100)!;
  s.state = undone.state;
  s.log.push(undone.entry);
  return s;
}

const base = emptyDocument({ page_slug: 'home', page_id: 'p1' });

/** A valid exported trace as plain JSON, for tests that break one field. */
function validJson(): Record<string, unknown> {
  const s = recordedSession();
  return JSON.parse(
    JSON.stringify(exportTrace(base, s.log, { exportedAt: new Date(0), baseRevision: null })),
  ) as Record<string, unknown>;
}

describe('export → JSON → parseTrace', () => {
  it('round-trips the envelope, base and entries', () => {
    const s = recordedSession();
    const trace = exportTrace(base, s.log, {
      exportedAt: new Date('2024-05-01T10:00:00Z'),
      baseRevision: 7,
    });
    expect(trace.format).toBe('pagewright-trace');
    expect(trace.version).toBe(1);
    expect(trace.exported_at).toBe('2024-05-01T10:00:00.000Z');
    const parsed = parseTrace(JSON.parse(JSON.stringify(trace)));
    expect(parsed).toEqual({ ok: true, value: trace });
  });

  it('the parsed trace replays to the live document and history', () => {
    const s = recordedSession();
    const parsed = parseTrace(
      JSON.parse(JSON.stringify(exportTrace(base, s.log, { exportedAt: new Date(0), baseRevision: null }))),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.base_revision).toBeNull();
    const replayed = replay(parsed.value.base, parsed.value.entries);
    expect(replayed.doc).toEqual(s.state.doc);
    expect(replayed.history).toEqual(s.state.history);
    expect(replayed.seq).toBe(s.log.length);
  });
});

describe('parseTrace rejects', () => {
  it.each([[null], ['trace'], [42]])('%j: not an object', (json) => {
    expect(parseTrace(json)).toEqual({ ok: false, error: 'A trace must be a JSON object.' });
  });

  it('another format', () => {
    expect(parseTrace({ ...validJson(), format: 'other-tool' })).toEqual({
      ok: false,
      error: 'This is not a Pagewright trace (format other-tool).',
    });
    const { format: _format, ...withoutFormat } = validJson();
    expect(parseTrace(withoutFormat)).toEqual({
      ok: false,
      error: 'This is not a Pagewright trace (format undefined).',
    });
  });

  it('another version', () => {
    expect(parseTrace({ ...validJson(), version: 2 })).toEqual({
      ok: false,
      error: 'Trace version 2 is not supported.',
    });
  });

  it('an invalid base document, naming the field', () => {
    const json = validJson();
    const bad = {
      ...json,
      base: {
        ...(json.base as object),
        settings: { project_id: '', page_id: '', page_name: 'x', page_slug: '' },
      },
    };
    const result = parseTrace(bad);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatch(/^The trace's base document is invalid: settings\.page_slug: ./);
    const missing = parseTrace({ ...json, base: undefined });
    if (missing.ok) throw new Error('accepted a trace without a base');
    expect(missing.error).toMatch(/^The trace's base document is invalid: \(root\): ./);
  });

  it.each([[[1, 3]], [[2, 3]], [[1, 1]]])('entries numbered %j', (seqs) => {
    const json = validJson();
    const entries = (json.entries as Record<string, unknown>[])
      .slice(0, seqs.length)
      .map((entry, i) => ({ ...entry, seq: seqs[i] }));
    expect(parseTrace({ ...json, entries })).toEqual({
      ok: false,
      error: "The trace's log entries must be numbered 1, 2, 3, … in order.",
    });
  });

  it('an unknown event type, naming where it is', () => {
    const json = validJson();
    const entries = json.entries as Record<string, unknown>[];
    entries[1] = { ...entries[1], events: [{ type: 'section.exploded', v: 1 }] };
    const result = parseTrace(json);
    if (result.ok) throw new Error('accepted an unknown event');
    expect(result.error).toMatch(/^The trace's log is invalid: 1\.events\.0\.type: ./);
  });

  it('an event missing a field, naming the field', () => {
    const json = validJson();
    const entries = json.entries as Record<string, unknown>[];
    entries[0] = {
      ...entries[0],
      events: [
        { type: 'element.childrenSpliced', v: 1, sectionId: 's', parentId: null, index: 0, removed: [] },
      ],
    };
    const result = parseTrace(json);
    if (result.ok) throw new Error('accepted an incomplete event');
    expect(result.error).toMatch(/^The trace's log is invalid: 0\.events\.0\.inserted: ./);
  });

  it('an unknown origin, a log that is not a list, an event of an unknown version or with an unknown key', () => {
    const json = validJson();
    const entries = json.entries as Record<string, unknown>[];
    const withOrigin = parseTrace({ ...json, entries: [{ ...entries[0], origin: 'robot' }] });
    if (withOrigin.ok) throw new Error('accepted origin robot');
    expect(withOrigin.error).toMatch(/^The trace's log is invalid: 0\.origin: ./);
    const notList = parseTrace({ ...json, entries: {} });
    if (notList.ok) throw new Error('accepted entries {}');
    expect(notList.error).toMatch(/^The trace's log is invalid: \(root\): ./);
    const future = parseTrace({
      ...json,
      entries: [{ ...entries[0], events: [{ type: 'theme.valuesChanged', v: 3, before: {}, after: {} }] }],
    });
    if (future.ok) throw new Error('accepted a v3 theme event');
    expect(future.error).toMatch(/^The trace's log is invalid: 0\.events\.0\.v: ./);
    const unknownKey = parseTrace({
      ...json,
      entries: [
        { ...entries[0], events: [{ type: 'theme.valuesChanged', v: 2, before: { nope: 'x' }, after: {} }] },
      ],
    });
    if (unknownKey.ok) throw new Error('accepted an unknown root key');
    expect(unknownKey.error).toMatch(/^The trace's log is invalid: 0\.events\.0\.before: ./);
  });
});

describe('upcasting', () => {
  it('turns a v1 theme.valuesChanged into v2 and leaves everything else alone', () => {
    expect(
      upcastEvent({
        type: 'theme.valuesChanged',
        v: 1,
        key: 'primary_color',
        before: '#FFFFFF',
        after: '#000000',
      }),
    ).toEqual({
      type: 'theme.valuesChanged',
      v: 2,
      before: { primary_color: '#FFFFFF' },
      after: { primary_color: '#000000' },
    });
    const current = { type: 'theme.valuesChanged', v: 2, before: {}, after: {} };
    expect(upcastEvent(current)).toBe(current);
    expect(upcastEvent('junk')).toBe('junk');
    expect(upcastEntries('junk')).toBe('junk');
    expect(upcastEntries([{ seq: 1 }])).toEqual([{ seq: 1 }]);
  });
});

describe('pinned old trace: tests/fixtures/trace-v1-theme.json', () => {
  const json: unknown = JSON.parse(
    readFileSync(new URL('../fixtures/trace-v1-theme.json', import.meta.url), 'utf8'),
  );

  const heading = (text: string) => ({
    kind: 'element' as const,
    id: 'hdg00001',
    tag: 'h1',
    attrs: [['class', 'title'] as const],
    children: [{ kind: 'text' as const, text }],
  });
  const settings = { project_id: 'pr1', page_id: 'p1', page_name: 'Home', page_slug: 'index' };
  const section = {
    section_id: 'abcDEF1234',
    section_name: 'hero-simple',
    section_title: 'Hero',
    section_type: 'hero',
    nodes: [heading('Hello')],
    css: '.title { color: var(--pw-heading-color); }',
    js: '',
    settings: DEFAULT_SECTION_SETTINGS,
  };

  function parsed(): Trace {
    const result = parseTrace(json);
    if (!result.ok) throw new Error(result.error);
    return result.value;
  }

  it('parses, filling root values the old trace lacks with today’s defaults and dropping retired ones', () => {
    const trace = parsed();
    expect(trace.exported_at).toBe('2023-11-14T22:13:20.000Z');
    expect(trace.base_revision).toBe(3);
    expect(trace.base).toEqual({
      sections: [section],
      root: { ...DEFAULT_ROOT_VALUES, font_family: 'Lato' },
      settings,
    });
  });

  it('upcasts the v1 theme events', () => {
    const trace = parsed();
    expect(trace.entries[0]!.events).toEqual([
      {
        type: 'theme.valuesChanged',
        v: 2,
        before: { primary_color: '#FFFFFF' },
        after: { primary_color: '#000000' },
      },
    ]);
    expect(trace.entries[3]!.events).toEqual([
      { type: 'theme.valuesChanged', v: 2, before: { meta_title: '' }, after: { meta_title: 'Old trace' } },
    ]);
  });

  it('replays to the expected document and history', () => {
    const trace = parsed();
    const state = replay(trace.base, trace.entries);
    const expected: PageDocument = {
      sections: [section],
      root: {
        ...DEFAULT_ROOT_VALUES,
        font_family: 'Lato',
        primary_color: '#000000',
        meta_title: 'Old trace',
      },
      settings,
    };
    expect(state.doc).toEqual(expected);
    expect(state.seq).toBe(4);
    expect(state.history).toEqual({
      undo: [
        {
          events: [
            {
              type: 'theme.valuesChanged',
              v: 2,
              before: { primary_color: '#000000' },
              after: { primary_color: '#FFFFFF' },
            },
          ],
          group: 'theme:primary_color',
          at: 1700000000000,
        },
        {
          events: [
            {
              type: 'theme.valuesChanged',
              v: 2,
              before: { meta_title: 'Old trace' },
              after: { meta_title: '' },
            },
          ],
          group: 'theme:meta_title',
          at: 1700000006000,
        },
      ],
      redo: [],
    });
    // Undoing both entries gets back to the old trace's base document.
    const once = undoEntry(state, 1700000008000)!;
    const twice = undoEntry(once.state, 1700000009000)!;
    expect(twice.state.doc).toEqual(trace.base);
  });
});
