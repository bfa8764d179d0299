/** Realistic sections and small drivers for command tests. */

import { createEditor, dispatch, type EditorState, type LogEntry } from '../../src/commands/editor.ts';
import type { Command } from '../../src/commands/registry.ts';
import type { SectionInput } from '../../src/commands/section.ts';
import type { CommandContext } from '../../src/commands/types.ts';
import { emptyDocument } from '../../src/domain/document.ts';
import { seededIds } from '../../src/domain/ids.ts';

export const HERO: SectionInput = {
  section_name: 'hero-split',
  section_title: 'Hero',
  section_type: 'hero',
  section_html:
    '<section class="py-5"><div class="container"><div class="row align-items-center">' +
    '<div class="col-md-6"><h1 class="display-4">Grow your bakery online</h1>' +
    '<p class="lead">Fresh bread &amp; pastries, delivered before breakfast.</p>' +
    '<a class="btn btn-primary btn-lg" href="#order">Order now</a></div>' +
    '<div class="col-md-6"><img class="img-fluid" src="images/bread.webp" alt="" width="600" height="400"></div>' +
    '</div></div></section>',
  section_css: '.display-4 { letter-spacing: -0.02em; }',
  section_js: '',
};

export const CAROUSEL: SectionInput = {
  section_name: 'gallery-carousel',
  section_title: 'Gallery',
  section_type: 'gallery',
  section_html:
    '<div id="gallery1" class="carousel slide" data-bs-ride="carousel">' +
    '<div class="carousel-indicators">' +
    '<button type="button" data-bs-target="#gallery1" data-bs-slide-to="0" class="active" aria-current="true" aria-label="Slide 1"></button>' +
    '<button type="button" data-bs-target="#gallery1" data-bs-slide-to="1" aria-label="Slide 2"></button>' +
    '<button type="button" data-bs-target="#gallery1" data-bs-slide-to="2" aria-label="Slide 3"></button>' +
    '</div><div class="carousel-inner">' +
    '<div class="carousel-item active"><img src="one.webp" class="d-block w-100" alt="One"></div>' +
    '<div class="carousel-item"><img src="two.webp" class="d-block w-100" alt="Two"></div>' +
    '<div class="carousel-item"><img src="three.webp" class="d-block w-100" alt="Three"></div>' +
    '</div>' +
    '<button class="carousel-control-prev" type="button" data-bs-target="#gallery1" data-bs-slide="prev">Previous</button>' +
    '</div>',
  section_js: 'console.log("gallery ready");',
};

export const FEATURES: SectionInput = {
  section_name: 'features-3',
  section_title: 'Features',
  section_type: 'features',
  section_html:
    '<section class="py-5"><div class="container"><h2 class="text-center">Why us</h2><div class="row">' +
    '<div class="col-md-4"><i class="fa-solid fa-truck"></i><h3>Fast</h3><p>Delivered in an hour.</p></div>' +
    '<div class="col-md-4"><i class="fa-solid fa-leaf"></i><h3>Fresh</h3><p>Baked this morning.</p></div>' +
    '<div class="col-md-4"><h3>Local</h3><p>From our street.</p></div>' +
    '</div></div></section>',
};

export function context(seed = 1): CommandContext {
  return { ids: seededIds(seed) };
}

export interface Session {
  state: EditorState;
  readonly log: LogEntry[];
  readonly ctx: CommandContext;
  clock: number;
}

export function session(sections: readonly SectionInput[] = [], seed = 1): Session {
  const s: Session = {
    state: createEditor(emptyDocument({ page_slug: 'home', page_id: 'p1' })),
    log: [],
    ctx: context(seed),
    clock: 1_000_000,
  };
  for (const section of sections) run(s, { kind: 'section.add', section });
  return s;
}

/** Runs a command that must succeed; returns its log entry (null when it changed nothing). */
export function run(
  s: Session,
  command: Command,
  options: { group?: string; gap?: number } = {},
): LogEntry | null {
  s.clock += options.gap ?? 1000;
  const result = dispatch(s.state, command, s.ctx, {
    at: s.clock,
    ...(options.group ? { group: options.group } : {}),
  });
  if (!result.ok) throw new Error(`${command.kind} failed: ${result.error.message}`);
  if (!result.value) return null;
  s.state = result.value.state;
  s.log.push(result.value.entry);
  return result.value.entry;
}
