/**
 * `section.applyTexts` (issue 24: Accept is one command; one undo restores the original html
 * exactly; only text nodes and alt attributes change). Expected html is written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { undoEntry } from '../../src/commands/editor.ts';
import { decide } from '../../src/commands/registry.ts';
import { serializeNodes } from '../../src/domain/html-tree.ts';
import { collectSectionTexts } from '../../src/domain/section-texts.ts';
import { context, HERO, run, session } from '../support/fixtures.ts';

const html = (s: ReturnType<typeof session>) => serializeNodes(s.state.doc.sections[0]!.nodes);

describe('section.applyTexts', () => {
  it('replaces the texts and the alt, keeps every element, and one undo restores the html', () => {
    const s = session([
      {
        ...HERO,
        section_html:
          '<section class="py-5"><h1 class="display-4">Grow your bakery</h1>' +
          '<p class="lead">Fresh bread <b>every</b> morning.</p>' +
          '<a class="btn btn-primary" href="#order">Order now</a>' +
          '<img class="img-fluid" src="images/bread.webp" alt="Bread" width="600"></section>',
      },
    ]);
    const before = html(s);
    const sectionId = s.state.doc.sections[0]!.section_id;
    const slots = collectSectionTexts(s.state.doc.sections[0]!.nodes);
    expect(slots.map((slot) => slot.text)).toEqual([
      'Grow your bakery',
      'Fresh bread',
      'every',
      'morning.',
      'Order now',
      'Bread',
    ]);
    const entry = run(s, {
      kind: 'section.applyTexts',
      sectionId,
      texts: [
        { id: slots[0]!.id, text: 'Bake & sell online' },
        { id: slots[1]!.id, text: 'Warm loaves' },
        { id: slots[2]!.id, text: 'each' },
        { id: slots[3]!.id, text: 'day.' },
        { id: slots[4]!.id, text: 'Order <today>' },
        { id: slots[5]!.id, text: 'A warm "loaf"' },
      ],
    });
    expect(html(s)).toBe(
      '<section class="py-5"><h1 class="display-4">Bake &amp; sell online</h1>' +
        '<p class="lead">Warm loaves <b>each</b> day.</p>' +
        '<a class="btn btn-primary" href="#order">Order &lt;today&gt;</a>' +
        '<img class="img-fluid" src="images/bread.webp" alt="A warm &quot;loaf&quot;" width="600"></section>',
    );
    expect(entry?.events).toHaveLength(6);
    const undone = undoEntry(s.state, 2_000_000);
    expect(undone).not.toBeNull();
    expect(serializeNodes(undone!.state.doc.sections[0]!.nodes)).toBe(before);
  });

  it('leaves unchanged texts alone and emits nothing when nothing changes', () => {
    const s = session([HERO]);
    const sectionId = s.state.doc.sections[0]!.section_id;
    const slots = collectSectionTexts(s.state.doc.sections[0]!.nodes);
    const result = decide(
      s.state.doc,
      { kind: 'section.applyTexts', sectionId, texts: slots.map(({ id, text }) => ({ id, text })) },
      context(),
    );
    expect(result).toEqual({ ok: true, value: [] });
  });

  it('refuses a stale reference, an element slot and an empty text with the document unchanged', () => {
    const s = session([HERO]);
    const section = s.state.doc.sections[0]!;
    const heading = collectSectionTexts(section.nodes)[0]!;
    const elementId = heading.id.split('#')[0]!;
    const attempt = (texts: { id: string; text: string }[]) =>
      decide(s.state.doc, { kind: 'section.applyTexts', sectionId: section.section_id, texts }, context());
    expect(attempt([{ id: 'nope#0', text: 'x' }])).toMatchObject({
      ok: false,
      error: { code: 'stale_texts' },
    });
    expect(attempt([{ id: `${elementId}#5`, text: 'x' }])).toMatchObject({
      ok: false,
      error: { code: 'stale_texts' },
    });
    expect(attempt([{ id: `${elementId}@alt`, text: 'x' }])).toMatchObject({
      ok: false,
      error: { code: 'stale_texts' },
    });
    expect(attempt([{ id: heading.id, text: '  ' }])).toMatchObject({
      ok: false,
      error: { code: 'invalid_text' },
    });
    expect(
      attempt([
        { id: heading.id, text: 'ok' },
        { id: heading.id, text: 'twice' },
      ]),
    ).toMatchObject({ ok: false, error: { code: 'stale_texts' } });
    expect(
      decide(s.state.doc, { kind: 'section.applyTexts', sectionId: 'missing', texts: [] }, context()),
    ).toMatchObject({ ok: false, error: { code: 'no_section' } });
  });
});
