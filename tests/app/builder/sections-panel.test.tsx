// @vitest-environment happy-dom
/**
 * "Funnel and sections": keyboard drag-reorder through @dnd-kit (Space, arrows, Space) runs one
 * `section.reorder` — one undo entry that undo reverses — with screen-reader announcements; Escape
 * cancels without a command; the move/duplicate/remove buttons keep working. A library section's
 * Add puts it after the section holding the selection (at the end with none) and scrolls the canvas
 * to it; its card drags the whole section into the canvas.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorStore } from '../../../src/app/builder/editor-store.ts';
import { readSectionDragData, SECTION_DRAG_TYPE } from '../../../src/app/builder/elements/drag-data.ts';
import {
  announcements,
  SectionsPanel,
  type SectionsPanelProps,
  sameRows,
} from '../../../src/app/builder/SectionsPanel.tsx';
import { toaster } from '../../../src/app/shell/toaster.tsx';
import type { Command } from '../../../src/commands/registry.ts';
import { CAROUSEL, FEATURES, HERO } from '../../support/fixtures.ts';
import { ok } from '../render-app.tsx';
import { editorStoreWith, renderPanel } from './panel-harness.tsx';

const ROW_HEIGHT = 40;
const realRect = HTMLElement.prototype.getBoundingClientRect;
const realClientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;

// happy-dom lays nothing out: give the section rows a vertical stack of rects, as a browser would,
// so the keyboard sensor can find the row above or below, and the list's scroll box a height, so
// the virtualised list mounts the rows in view.
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('pw-section-scroll') ? 400 : realClientHeight.get!.call(this);
    },
  });
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const list = this.closest('ol[aria-label="Page sections"]');
    const row = this.closest('li');
    const index = list && row ? Array.from(list.children).indexOf(row) : -1;
    if (index === -1) return realRect.call(this);
    const top = index * ROW_HEIGHT;
    return DOMRect.fromRect({ x: 0, y: top, width: 300, height: ROW_HEIGHT - 4 });
  };
});

afterEach(() => {
  HTMLElement.prototype.getBoundingClientRect = realRect;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  cleanup();
  toaster.remove();
});

const editorStore = () => editorStoreWith([HERO, FEATURES, CAROUSEL], 7);

const titles = (store: EditorStore) => store.getSnapshot().state.doc.sections.map((s) => s.section_title);
const rows = () => within(screen.getByRole('list', { name: 'Page sections' })).getAllByRole('listitem');

async function renderSections(extra = 0) {
  const store = editorStore();
  for (let i = 1; i <= extra; i++)
    store.run({ kind: 'section.add', section: { ...HERO, section_title: `Part ${i}` } });
  const commands: Command[] = [];
  const run = (command: Command) => {
    commands.push(command);
    const error = store.run(command);
    if (error) throw new Error(error.message);
  };
  await renderPanel(<SectionsPanel store={store} run={run} />, {
    'GET /api/section/list_section': () => ok({ sections: [], categories: [] }),
  });
  return { store, commands };
}

async function press(element: Element, code: string) {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });
  });
}

describe('SectionsPanel drag-reorder', () => {
  it('moves a section with the keyboard as one command, which one undo reverses', async () => {
    const { store, commands } = await renderSections();
    expect(titles(store)).toEqual(['Hero', 'Features', 'Gallery']);
    const undoBefore = store.getSnapshot().state.history.undo.length;

    const handle = screen.getByRole('button', { name: 'Reorder Hero' });
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowDown');
    await waitFor(() => expect(screen.getByText('Hero is over position 2 of 3.')).toBeTruthy());
    await press(handle, 'ArrowDown');
    await press(handle, 'Space');

    await waitFor(() => expect(titles(store)).toEqual(['Features', 'Gallery', 'Hero']));
    expect(commands).toEqual([
      {
        kind: 'section.reorder',
        sectionId: store.getSnapshot().state.doc.sections[2]!.section_id,
        toIndex: 2,
      },
    ]);
    expect(store.getSnapshot().state.history.undo.length).toBe(undoBefore + 1);
    expect(screen.getByText('Hero was dropped at position 3 of 3.')).toBeTruthy();
    await waitFor(() =>
      expect(rows().map((row) => row.textContent)).toEqual(['1. Features↑↓', '2. Gallery↑↓', '3. Hero↑↓']),
    );

    act(() => void store.undo());
    expect(titles(store)).toEqual(['Hero', 'Features', 'Gallery']);
  });

  it('runs nothing when the drag is cancelled with Escape', async () => {
    const { store, commands } = await renderSections();
    const handle = screen.getByRole('button', { name: 'Reorder Features' });
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowDown');
    await press(handle, 'Escape');
    await waitFor(() =>
      expect(screen.getByText('Reordering cancelled. Features stays at position 2 of 3.')).toBeTruthy(),
    );
    expect(commands).toEqual([]);
    expect(titles(store)).toEqual(['Hero', 'Features', 'Gallery']);
  });

  it('tells screen readers how to reorder', async () => {
    await renderSections();
    const handle = screen.getByRole('button', { name: 'Reorder Hero' });
    const described = handle.getAttribute('aria-describedby');
    expect(described && document.getElementById(described)?.textContent).toMatch(
      /press Space or Enter to pick it up/,
    );
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
  });
});

describe('announcements', () => {
  it('name the section and its 1-based positions', () => {
    const store = editorStore();
    const sections = store.getSnapshot().state.doc.sections;
    const [hero, features] = sections.map((section) => ({ id: section.section_id }));
    const said = announcements(sections);
    const args = { active: hero!, over: features! } as unknown as Parameters<typeof said.onDragEnd>[0];
    expect(said.onDragStart(args)).toBe('Picked up Hero, position 1 of 3.');
    expect(said.onDragOver(args)).toBe('Hero is over position 2 of 3.');
    expect(said.onDragEnd(args)).toBe('Hero was dropped at position 2 of 3.');
    expect(said.onDragEnd({ ...args, over: null })).toBe('Hero was dropped back at position 1.');
    expect(said.onDragCancel(args)).toBe('Reordering cancelled. Hero stays at position 1 of 3.');
  });
});

describe('SectionsPanel buttons', () => {
  it('keeps move, duplicate and confirmed remove working', async () => {
    const { store } = await renderSections();
    fireEvent.click(screen.getByRole('button', { name: 'Move Gallery up' }));
    expect(titles(store)).toEqual(['Hero', 'Gallery', 'Features']);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Hero' }));
    expect(titles(store)).toEqual(['Hero', 'Hero', 'Gallery', 'Features']);
    // The list follows the store once the canvas has painted the edit.
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Features' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Remove section' });
    fireEvent.click(confirm);
    expect(titles(store)).toEqual(['Hero', 'Hero', 'Gallery']);
    // A second click while the dialog closes removes nothing more.
    fireEvent.click(confirm);
    expect(titles(store)).toEqual(['Hero', 'Hero', 'Gallery']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(rows()).toHaveLength(3));
    // Undo brings the section back; removing it again asks and removes again.
    act(() => void store.undo());
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Features' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Remove section' }));
    expect(titles(store)).toEqual(['Hero', 'Hero', 'Gallery']);
  });
});

describe('SectionsPanel row icons', () => {
  // Each inline <svg> root is a transform and a clip in Chromium's paint property trees: three per
  // row were half of the compositing work redone in every frame that adds, moves or removes a section.
  it("are the buttons' background images, each a well-formed svg, with no svg element in the rows", async () => {
    await renderSections();
    const list = screen.getByRole('list', { name: 'Page sections' });
    expect(list.querySelectorAll('svg')).toHaveLength(0);
    // vitest leaves css imports empty: the stylesheet is read as the browser gets it.
    const css = readFileSync(join(process.cwd(), 'src/app/builder/sections-panel.css'), 'utf8');
    const iconOf = (className: string) => {
      const rule = css.match(
        new RegExp(`\\.${className} \\{[^}]*background-image: url\\("data:image/svg\\+xml,([^"]+)"\\)`),
      );
      expect(rule, className).not.toBeNull();
      const svg = new DOMParser().parseFromString(decodeURIComponent(rule![1]!), 'image/svg+xml');
      expect(svg.documentElement.nodeName).toBe('svg');
      return svg.documentElement;
    };
    for (const [name, className, drawn] of [
      ['Reorder Hero', 'pw-row-grip', 'circle'],
      ['Duplicate Hero', 'pw-row-duplicate', 'path'],
      ['Remove Hero', 'pw-row-remove', 'path'],
    ] as const) {
      expect(screen.getByRole('button', { name }).classList.contains(className)).toBe(true);
      expect(iconOf(className).querySelector(drawn)).not.toBeNull();
    }
  });
});

describe('SectionsPanel and edits inside sections', () => {
  it('does not render for an edit that changes nothing the list shows, and does for a move', async () => {
    const store = editorStore();
    let commits = 0;
    await renderPanel(
      <Profiler id="sections" onRender={() => commits++}>
        <SectionsPanel store={store} run={(command) => void store.run(command)} />
      </Profiler>,
      { 'GET /api/section/list_section': () => ok({ sections: [], categories: [] }) },
    );
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await settle();
    const before = commits;
    const hero = store.getSnapshot().state.doc.sections[0]!;
    const heading = hero.nodes.flatMap(function find(node): string[] {
      if (node.kind !== 'element') return [];
      return node.tag === 'h1' ? [node.id] : node.children.flatMap(find);
    })[0]!;
    act(() => {
      store.run({
        kind: 'element.setText',
        sectionId: hero.section_id,
        elementId: heading,
        text: 'New words',
      });
      store.run({
        kind: 'style.set',
        target: { sectionId: hero.section_id, elementId: heading },
        property: 'color',
        value: '#333333',
      });
    });
    await settle();
    expect(commits).toBe(before);
    expect(screen.getByRole('button', { name: 'Reorder Hero' })).toBeTruthy();

    act(() => void store.run({ kind: 'section.move', sectionId: hero.section_id, direction: 'down' }));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('1. Features'));
    expect(commits).toBeGreaterThan(before);
  });

  it('compares what the rows show: ids, titles and names in order', () => {
    const [a, b] = editorStore().getSnapshot().state.doc.sections;
    const edited = { ...a!, nodes: [] };
    expect(sameRows([a!, b!], [edited, b!])).toBe(true);
    expect(sameRows([a!, b!], [b!, a!])).toBe(false);
    expect(sameRows([a!, b!], [a!])).toBe(false);
    expect(sameRows([a!, b!], [{ ...a!, section_title: 'Renamed' }, b!])).toBe(false);
    expect(sameRows([a!, b!], [{ ...a!, section_name: 'other-name' }, b!])).toBe(false);
  });
});

describe('SectionsPanel on a long page', () => {
  it('mounts only the rows in view, tells their positions, and mounts more as the list scrolls', async () => {
    const { store } = await renderSections(57);
    expect(titles(store)).toHaveLength(60);
    const mounted = rows();
    // 400 px of 38 px rows, plus the overscan: far fewer than 60.
    expect(mounted.length).toBeLessThan(25);
    expect(mounted[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(mounted[0]!.getAttribute('aria-setsize')).toBe('60');
    expect(screen.queryByRole('button', { name: 'Reorder Part 50' })).toBeNull();

    const box = document.querySelector('.pw-section-scroll') as HTMLElement;
    await act(async () => {
      box.scrollTop = 45 * 38;
      box.dispatchEvent(new Event('scroll'));
    });
    const handle = await screen.findByRole('button', { name: 'Reorder Part 50' });
    const row = handle.closest('li')!;
    expect(row.getAttribute('aria-posinset')).toBe('53');
    // Its buttons act on that section.
    fireEvent.click(within(row).getByRole('button', { name: 'Move Part 50 up' }));
    expect(titles(store)[51]).toBe('Part 50');
  });

  it('keeps the focused row mounted while moves take it out of view', async () => {
    const { store } = await renderSections(57);
    const down = screen.getByRole('button', { name: 'Move Hero down' });
    act(() => down.focus());
    expect(document.activeElement).toBe(down);
    for (let i = 0; i < 40; i++) fireEvent.click(screen.getByRole('button', { name: 'Move Hero down' }));
    expect(titles(store).indexOf('Hero')).toBe(40);
    const again = screen.getByRole('button', { name: 'Move Hero down' });
    expect(again).toBe(down);
    expect(document.activeElement).toBe(down);
  });
});

const PRICING = {
  _id: 'lib-1',
  section_id: 'pricing-1',
  section_name: 'pricing-1',
  section_title: 'Pricing',
  section_type: { name: 'pricing' },
  category: 'Pricing',
  description: 'Three plans',
  section_html: '<section class="plans"><h2>Plans</h2></section>',
  section_css: '.plans { padding: 2rem; }',
  section_js: '',
  thumbnail: 'http://sites.test/thumbs/pricing-1.webp',
};
const LIBRARY = {
  'GET /api/section/list_section': () => ok({ sections: [PRICING], categories: ['Pricing'] }),
};

/** The panel as the builder draws it, the canvas selection's section held as state it can set. */
function WithSelection({
  initial,
  expose,
  ...props
}: Omit<SectionsPanelProps, 'selectedSectionId'> & {
  initial: string | null;
  expose: (select: (id: string | null) => void) => void;
}) {
  const [selectedSectionId, setSelected] = useState(initial);
  expose(setSelected);
  return <SectionsPanel {...props} selectedSectionId={selectedSectionId} />;
}

async function renderLibrary(selected: 'Hero' | 'Features' | 'Gallery' | null, canvasDocument?: Document) {
  const store = editorStore();
  const idOf = (title: string | null) =>
    store.getSnapshot().state.doc.sections.find((section) => section.section_title === title)?.section_id ??
    null;
  const commands: Command[] = [];
  const run = (command: Command) => {
    commands.push(command);
    store.run(command);
  };
  let select: (id: string | null) => void = () => {};
  await renderPanel(
    <WithSelection
      store={store}
      run={run}
      initial={idOf(selected)}
      expose={(setter) => {
        select = setter;
      }}
      {...(canvasDocument && { canvasDocument })}
    />,
    LIBRARY,
  );
  const add = await screen.findByRole('button', { name: 'Add Pricing' });
  return { store, commands, add, select: (title: string | null) => act(() => select(idOf(title))) };
}

const hint = () => screen.getByText(/^Drag a section into the page/).textContent;

describe('SectionsPanel library Add', () => {
  it('keeps the order of repeated Adds below one selection, and starts again at a new one', async () => {
    const { store, commands, add, select } = await renderLibrary('Hero');
    const ids = () => store.getSnapshot().state.doc.sections.map((section) => section.section_id);
    fireEvent.click(add);
    const first = ids()[1];
    fireEvent.click(add);
    // The second goes after the first, not between Hero and it.
    expect(ids()[1]).toBe(first);
    expect(titles(store)).toEqual(['Hero', 'Pricing', 'Pricing', 'Features', 'Gallery']);
    select('Features');
    fireEvent.click(add);
    select('Hero');
    fireEvent.click(add);
    expect(commands.map((command) => (command.kind === 'section.add' ? command.index : -1))).toEqual([
      1, 2, 4, 1,
    ]);
  });

  it('puts the section right after the section holding the selection', async () => {
    const { store, commands, add } = await renderLibrary('Features');
    expect(hint()).toBe('Drag a section into the page, or add it below “Features”, the selected section.');
    expect(add.getAttribute('aria-describedby')).toBe(screen.getByText(/^Drag a section/).id);
    fireEvent.click(add);
    expect(titles(store)).toEqual(['Hero', 'Features', 'Pricing', 'Gallery']);
    expect(commands).toEqual([
      {
        kind: 'section.add',
        index: 2,
        section: {
          section_name: 'pricing-1',
          section_title: 'Pricing',
          section_type: 'pricing',
          section_html: PRICING.section_html,
          section_css: PRICING.section_css,
          section_js: '',
        },
      },
    ]);
  });

  it('puts it at the end when nothing is selected, and follows the selection as it moves', async () => {
    const { store, add, select } = await renderLibrary(null);
    expect(hint()).toBe('Drag a section into the page, or add it at the end of the page.');
    fireEvent.click(add);
    expect(titles(store)).toEqual(['Hero', 'Features', 'Gallery', 'Pricing']);
    select('Hero');
    expect(hint()).toMatch(/below “Hero”/);
    fireEvent.click(add);
    expect(titles(store)).toEqual(['Hero', 'Pricing', 'Features', 'Gallery', 'Pricing']);
    select(null);
    fireEvent.click(add);
    expect(titles(store).at(-1)).toBe('Pricing');
    expect(titles(store)).toHaveLength(6);
  });

  it('scrolls the canvas to the new section once it is painted, unless it is already in view', async () => {
    // The canvas: the page root with one wrapper per section, kept in step with the store.
    const canvas = document.createElement('main');
    canvas.id = 'pw-page';
    document.body.append(canvas);
    const scrolled: string[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.getAttribute('data-section-id') ?? '');
    });
    const height = vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(900);
    const rowRect = HTMLElement.prototype.getBoundingClientRect;
    // Each canvas section is 500 px high, the page scrolled to the top.
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      if (this.parentElement !== canvas) return rowRect.call(this);
      const top = Array.from(canvas.children).indexOf(this) * 500;
      return DOMRect.fromRect({ x: 0, y: top, width: 1200, height: 500 });
    };
    try {
      const { store, add, select } = await renderLibrary('Hero', document);
      const paint = () => {
        canvas.innerHTML = store
          .getSnapshot()
          .state.doc.sections.map((section) => `<div data-section-id="${section.section_id}"></div>`)
          .join('');
      };
      paint();
      const unsubscribe = store.subscribe(paint);
      // After Hero: its top (500 px) is in the upper two thirds of the 900 px view; no scroll.
      fireEvent.click(add);
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(scrolled).toEqual([]);
      // After Gallery: at 2000 px, below the view; the canvas scrolls to it.
      select('Gallery');
      fireEvent.click(add);
      const last = store.getSnapshot().state.doc.sections.at(-1)!;
      await waitFor(() => expect(scrolled).toEqual([last.section_id]));
      unsubscribe();
    } finally {
      HTMLElement.prototype.getBoundingClientRect = rowRect;
      scroll.mockRestore();
      height.mockRestore();
      canvas.remove();
    }
  });

  it('drags the whole section from its card, the image not on its own', async () => {
    const { add, commands } = await renderLibrary(null);
    const card = add.closest('[draggable="true"]') as HTMLElement;
    expect(card).not.toBeNull();
    expect(card.querySelector('img')!.getAttribute('draggable')).toBe('false');
    const stored: Record<string, string> = {};
    const dataTransfer = {
      setData: (type: string, value: string) => {
        stored[type] = value;
      },
      effectAllowed: 'none',
    };
    // Testing Library would copy the object onto a read-only DataTransfer: hand it over as it is.
    const event = createEvent.dragStart(card);
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    fireEvent(card, event);
    expect(dataTransfer.effectAllowed).toBe('copy');
    expect(readSectionDragData(stored[SECTION_DRAG_TYPE]!)).toMatchObject({
      section_title: 'Pricing',
      section_type: 'pricing',
      section_html: PRICING.section_html,
    });
    // A drag runs nothing here: the canvas's drop does (canvas-drop.ts).
    expect(commands).toEqual([]);
  });
});
