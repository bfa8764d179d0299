/**
 * Draft rebase (three-way merge by section): each side's untouched sections follow the
 * other side; both-sides changes keep the draft and are reported; additions and removals
 * from either side survive.
 */
import { describe, expect, it } from 'vitest';
import { mergeDraft } from '../../src/commands/merge.ts';
import { applyEvents, type Command, decide } from '../../src/commands/registry.ts';
import type { PageDocument } from '../../src/domain/document.ts';
import { emptyDocument } from '../../src/domain/document.ts';
import { seededIds } from '../../src/domain/ids.ts';
import { CAROUSEL, FEATURES, HERO } from '../support/fixtures.ts';

const ctx = { ids: seededIds(5) };
function apply(doc: PageDocument, ...commands: Command[]): PageDocument {
  return commands.reduce((d, command) => {
    const decided = decide(d, command, ctx);
    if (!decided.ok) throw new Error(decided.error.message);
    return applyEvents(d, decided.value);
  }, doc);
}

const base = apply(
  emptyDocument({ page_slug: 'home' }),
  { kind: 'section.add', section: HERO },
  { kind: 'section.add', section: FEATURES },
  { kind: 'section.add', section: CAROUSEL },
);
const [hero, features, carousel] = base.sections.map((s) => s.section_id) as [string, string, string];
const titles = (doc: PageDocument) => doc.sections.map((s) => s.section_title);

describe('mergeDraft', () => {
  it('keeps the draft’s edits and the server’s edits to different sections and theme keys', () => {
    const draft = apply(
      base,
      { kind: 'section.setSettings', sectionId: hero, patch: { width: 'full' } },
      { kind: 'theme.setValue', key: 'font_family', value: 'Lato' },
    );
    const server = apply(
      base,
      { kind: 'section.setSettings', sectionId: features, patch: { hidden: true } },
      { kind: 'theme.setValue', key: 'secondary_color', value: '#123456' },
    );
    const { doc, conflicts } = mergeDraft(base, draft, server);
    expect(doc.sections.find((s) => s.section_id === hero)!.settings.width).toBe('full');
    expect(doc.sections.find((s) => s.section_id === features)!.settings.hidden).toBe(true);
    expect(doc.root.font_family).toBe('Lato');
    expect(doc.root.secondary_color).toBe('#123456');
    expect(conflicts).toEqual([]);
  });

  it('keeps the draft’s version of a section both changed, and reports it', () => {
    const draft = apply(base, { kind: 'section.setSettings', sectionId: hero, patch: { width: 'full' } });
    const server = apply(base, { kind: 'section.setSettings', sectionId: hero, patch: { hidden: true } });
    const { doc, conflicts } = mergeDraft(base, draft, server);
    expect(doc.sections[0]!.settings).toMatchObject({ width: 'full', hidden: false });
    expect(conflicts).toEqual(['Hero']);
  });

  it('keeps additions from both sides in sensible places and the draft’s order', () => {
    const draft = apply(
      base,
      { kind: 'section.move', sectionId: carousel, direction: 'up' },
      { kind: 'section.add', section: { ...HERO, section_title: 'Draft hero' }, index: 0 },
    );
    const server = apply(base, {
      kind: 'section.add',
      section: { ...FEATURES, section_title: 'Server features' },
      index: 2,
    });
    const { doc } = mergeDraft(base, draft, server);
    expect(titles(doc)).toEqual(['Draft hero', 'Hero', 'Gallery', 'Features', 'Server features']);
  });

  it('removes what one side removed unless the other changed it', () => {
    const draft = apply(base, { kind: 'section.remove', sectionId: features });
    const server = apply(base, { kind: 'section.remove', sectionId: carousel });
    expect(titles(mergeDraft(base, draft, server).doc)).toEqual(['Hero']);

    const serverChanged = apply(base, {
      kind: 'section.setSettings',
      sectionId: features,
      patch: { hidden: true },
    });
    const merged = mergeDraft(base, draft, serverChanged);
    expect(titles(merged.doc)).toEqual(['Hero', 'Features', 'Gallery']);
    expect(merged.keptRemoved).toEqual(['Features']);
  });

  it('is the identity when nothing changed anywhere, and takes the server when only it changed', () => {
    expect(mergeDraft(base, base, base).doc).toEqual(base);
    const server = apply(
      base,
      { kind: 'theme.applyPalette', name: 'Ocean' },
      { kind: 'section.remove', sectionId: hero },
    );
    expect(mergeDraft(base, base, server).doc).toEqual(server);
  });
});
