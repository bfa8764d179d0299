/**
 * The Header settings dialog's mapping (issue 20 §2 "Header dialog") on the shipped navbars and on
 * an imported Bootstrap navbar: the header found around a nav list, its values, and each value's
 * one command, run through the real command families so the resulting markup is checked.
 */
import { describe, expect, it } from 'vitest';
import type { Selection } from '../../../../../src/app/builder/canvas/selection.ts';
import {
  backgroundCommand,
  headerValues,
  type PageHeader,
  pageHeader,
  STICKY_BACKGROUND,
  shadowCommand,
  stickyCommand,
  widthCommand,
} from '../../../../../src/app/builder/inspector/header/header-values.ts';
import { applyEvents, type Command, decide } from '../../../../../src/commands/registry.ts';
import { emptyDocument, type PageDocument } from '../../../../../src/domain/document.ts';
import { type ElementNode, forEachElement, getAttr } from '../../../../../src/domain/html-tree.ts';
import { seededIds } from '../../../../../src/domain/ids.ts';
import { renderSection } from '../../../../../src/projections/section-html.ts';
import { CENTERED, CLASSIC } from '../nav/navbars.ts';

const IMPORTED = `<nav class="navbar navbar-expand-md navbar-dark bg-dark fixed-top shadow">
  <div class="container-fluid"><a class="navbar-brand" href="#">Brand</a>
    <ul class="navbar-nav"><li class="nav-item"><a class="nav-link" href="#">Home</a></li></ul>
  </div>
</nav>`;
const HEADER_ONLY = `<header class="site"><ul class="nav"><li><a href="#">Home</a></li></ul></header>`;
const FOOTER = `<footer><div class="container"><ul class="nav"><li><a href="#">Home</a></li></ul></div></footer>`;

function docWith(html: string): PageDocument {
  const section = { section_name: 'nav', section_title: 'Nav', section_type: 'navbar', section_html: html };
  const doc = emptyDocument();
  const decided = decide(doc, { kind: 'section.add', section }, { ids: seededIds(3) });
  if (!decided.ok) throw new Error(decided.error.message);
  return applyEvents(doc, decided.value);
}

function run(doc: PageDocument, command: Command | null): PageDocument {
  if (!command) throw new Error('no command');
  const decided = decide(doc, command, { ids: seededIds(4) });
  if (!decided.ok) throw new Error(decided.error.message);
  return applyEvents(doc, decided.value);
}

/** The first list (`ul`) of the page's section, as the Navigation panel's selection. */
function listSelection(doc: PageDocument): Selection {
  const section = doc.sections[0]!;
  let list: ElementNode | undefined;
  forEachElement(section.nodes, (node) => {
    if (!list && node.tag === 'ul') list = node;
  });
  return { sectionId: section.section_id, elementId: list!.id };
}

function headerOf(doc: PageDocument): PageHeader {
  const header = pageHeader(doc, listSelection(doc));
  if (!header) throw new Error('no header');
  return header;
}

const html = (doc: PageDocument) => renderSection(doc.sections[0]!, 'clean');

describe('pageHeader', () => {
  it('finds the navbar around the list and its container (classic and centred navbars)', () => {
    for (const source of [CLASSIC, CENTERED]) {
      const header = headerOf(docWith(source));
      expect(header.bar.tag).toBe('nav');
      expect(getAttr(header.bar, 'class')).toBe('navbar navbar-expand-lg');
      expect(getAttr(header.container!, 'class')).toBe('container');
      expect(header.pinnedBy).toBeNull();
    }
  });

  it('falls back to the <header> around a list without a navbar; a footer menu has no header', () => {
    expect(headerOf(docWith(HEADER_ONLY)).bar.tag).toBe('header');
    expect(headerOf(docWith(HEADER_ONLY)).container).toBeNull();
    const footer = docWith(FOOTER);
    expect(pageHeader(footer, listSelection(footer))).toBeNull();
  });

  it('reads nothing for a selection that is not in the document', () => {
    const doc = docWith(CLASSIC);
    expect(pageHeader(doc, { sectionId: 'nope', elementId: 'x' })).toBeNull();
  });
});

describe('headerValues', () => {
  it('reads a shipped navbar as not sticking, no background, no shadow, centred', () => {
    expect(headerValues(headerOf(docWith(CLASSIC)))).toEqual({
      sticky: false,
      background: '',
      backgroundClass: null,
      shadow: 'none',
      width: 'container',
    });
  });

  it('reads an imported Bootstrap navbar: pinned by fixed-top, bg-dark, shadow, full width', () => {
    const header = headerOf(docWith(IMPORTED));
    expect(headerValues(header)).toEqual({
      sticky: true,
      background: '',
      backgroundClass: 'bg-dark',
      shadow: 'shadow',
      width: 'full',
    });
    expect(header.pinnedBy).toBe(header.bar);
  });
});

describe('stickyCommand', () => {
  it('sticks the section wrapper, with the page background, and unsticks it back', () => {
    const doc = docWith(CLASSIC);
    const command = stickyCommand(headerOf(doc), true);
    expect(command).toEqual({
      kind: 'section.setSettings',
      sectionId: doc.sections[0]!.section_id,
      patch: {
        style: { position: 'sticky', top: '0', 'z-index': '1020', 'background-color': STICKY_BACKGROUND },
      },
    });
    const stuck = run(doc, command);
    expect(html(stuck)).toContain(
      'style="position: sticky; top: 0; z-index: 1020; background-color: var(--pw-primary-color);"',
    );
    expect(headerValues(headerOf(stuck)).sticky).toBe(true);
    expect(stickyCommand(headerOf(stuck), true)).toBeNull();
    const back = run(stuck, stickyCommand(headerOf(stuck), false));
    expect(back.sections[0]!.settings.style).toEqual({});
    expect(html(back)).toBe(html(doc));
  });

  it('keeps a background the section already has, and the wrapper style it had', () => {
    const doc = run(docWith(CLASSIC), {
      kind: 'section.setSettings',
      sectionId: docWith(CLASSIC).sections[0]!.section_id,
      patch: { background: { color: '#fafafa' }, style: { 'padding-top': '4px' } },
    });
    const stuck = run(doc, stickyCommand(headerOf(doc), true));
    expect(stuck.sections[0]!.settings.style).toEqual({
      'padding-top': '4px',
      position: 'sticky',
      top: '0',
      'z-index': '1020',
    });
    const back = run(stuck, stickyCommand(headerOf(stuck), false));
    expect(back.sections[0]!.settings.style).toEqual({ 'padding-top': '4px' });
  });

  it('unpins an imported navbar by removing its fixed-top class', () => {
    const doc = docWith(IMPORTED);
    const header = headerOf(doc);
    expect(stickyCommand(header, false)).toEqual({
      kind: 'element.setClasses',
      sectionId: header.sectionId,
      elementId: header.bar.id,
      add: [],
      remove: ['fixed-top'],
    });
    const after = run(doc, stickyCommand(header, false));
    expect(html(after)).toContain('<nav class="navbar navbar-expand-md navbar-dark bg-dark shadow">');
    expect(headerValues(headerOf(after)).sticky).toBe(false);
    expect(stickyCommand(headerOf(after), false)).toBeNull();
  });
});

describe('the bar: background, shadow and width', () => {
  it('sets and clears the navbar background colour', () => {
    const doc = docWith(CLASSIC);
    const coloured = run(doc, backgroundCommand(headerOf(doc), '#112233'));
    expect(html(coloured)).toContain(
      '<nav class="navbar navbar-expand-lg" aria-label="Main" style="background-color: #112233;">',
    );
    expect(headerValues(headerOf(coloured)).background).toBe('#112233');
    const cleared = run(coloured, backgroundCommand(headerOf(coloured), ''));
    expect(html(cleared)).toBe(html(doc));
  });

  it('a background the command refuses is an error, not a change', () => {
    const doc = docWith(CLASSIC);
    const decided = decide(doc, backgroundCommand(headerOf(doc), 'red; color: blue'), { ids: seededIds(4) });
    expect(decided.ok).toBe(false);
  });

  it('swaps one shadow class for another, and none removes it', () => {
    const doc = docWith(CLASSIC);
    const soft = run(doc, shadowCommand(headerOf(doc), 'shadow-sm'));
    expect(html(soft)).toContain('<nav class="navbar navbar-expand-lg shadow-sm"');
    expect(headerValues(headerOf(soft)).shadow).toBe('shadow-sm');
    expect(shadowCommand(headerOf(soft), 'shadow-sm')).toBeNull();
    const strong = run(soft, shadowCommand(headerOf(soft), 'shadow-lg'));
    expect(html(strong)).toContain('<nav class="navbar navbar-expand-lg shadow-lg"');
    const none = run(strong, shadowCommand(headerOf(strong), 'none'));
    expect(html(none)).toBe(html(doc));
    expect(shadowCommand(headerOf(doc), 'none')).toBeNull();
  });

  it('widens the container to container-fluid and back', () => {
    const doc = docWith(CENTERED);
    expect(widthCommand(headerOf(doc), 'container')).toBeNull();
    const full = run(doc, widthCommand(headerOf(doc), 'full'));
    const bar = headerOf(full);
    expect(getAttr(bar.container!, 'class')).toBe('container-fluid');
    // The top bar's own container is not the navbar's.
    expect(html(full)).toContain('<div class="container d-flex flex-wrap');
    const back = run(full, widthCommand(bar, 'container'));
    expect(html(back)).toBe(html(doc));
    expect(widthCommand(headerOf(docWith(HEADER_ONLY)), 'full')).toBeNull();
  });
});
