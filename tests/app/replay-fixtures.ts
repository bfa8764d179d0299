/** A recorded trace for the replay tests: several events in one entry, a move, an edit and its undo. */
import { undoEntry } from '../../src/commands/editor.ts';
import { exportTrace, type Trace } from '../../src/commands/trace.ts';
import { emptyDocument } from '../../src/domain/document.ts';
import type { HtmlNode } from '../../src/domain/html-tree.ts';
import { CAROUSEL, FEATURES, HERO, run, session } from '../support/fixtures.ts';

/** Three sections (one entry of three events), a palette, a move, a text edit, then an undo of the edit. */
export function recordedTrace(): Trace {
  const s = session([], 11);
  for (const section of [HERO, CAROUSEL, FEATURES]) run(s, { kind: 'section.add', section });
  run(s, { kind: 'theme.applyPalette', name: 'Forest' });
  run(s, { kind: 'section.move', sectionId: s.state.doc.sections[2]!.section_id, direction: 'up' });
  const hero = s.state.doc.sections[0]!;
  run(s, {
    kind: 'element.setText',
    sectionId: hero.section_id,
    elementId: findTag(hero.nodes, 'h1'),
    text: 'x',
  });
  const undone = undoEntry(s.state, s.clock + 100)!;
  s.log.push(undone.entry);
  // One entry with several events (as a multi-event command makes): the three adds, joined.
  const [a, b, c, ...rest] = s.log;
  const joined = { ...a!, events: [...a!.events, ...b!.events, ...c!.events] };
  const log = [joined, ...rest].map((entry, index) => ({ ...entry, seq: index + 1 }));
  const base = emptyDocument({ page_slug: 'home', page_id: 'p1', page_name: 'Home', project_id: 'pr1' });
  return exportTrace(base, log, { exportedAt: new Date(0), baseRevision: null });
}

/** The id of the first element with this tag, depth first. */
function findTag(nodes: readonly HtmlNode[], tag: string): string {
  for (const node of nodes) {
    if (node.kind !== 'element') continue;
    if (node.tag === tag) return node.id;
    const inner = findTag(node.children, tag);
    if (inner) return inner;
  }
  return '';
}
