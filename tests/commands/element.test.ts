/**
 * Element family (spec §4 Element removal and Drag and drop, §5 text, link, image and
 * not-editable rules, §8 'No element selected!'). Expected HTML is written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { createEditor, dispatch, undoEntry } from '../../src/commands/editor.ts';
import type { Command } from '../../src/commands/registry.ts';
import type { SectionInput } from '../../src/commands/section.ts';
import type { CommandError } from '../../src/commands/types.ts';
import { emptyDocument } from '../../src/domain/document.ts';
import {
  type ElementNode,
  forEachElement,
  getAttr,
  hasClass,
  serializeNodes,
} from '../../src/domain/html-tree.ts';
import type { IdSource } from '../../src/domain/ids.ts';
import { CAROUSEL, HERO, run, type Session, session } from '../support/fixtures.ts';

/** Readable ids: nodes n0000001…, duplicated HTML ids k0001…, sections s000000001…. */
function readableIds(): IdSource {
  const counts = new Map<number, number>();
  return {
    random(length) {
      if (length === 1) return 'k';
      const n = (counts.get(length) ?? 0) + 1;
      counts.set(length, n);
      const prefix = length === 10 ? 's' : length === 8 ? 'n' : '';
      return prefix + String(n).padStart(length - prefix.length, '0');
    },
  };
}

function section(html: string): SectionInput {
  return { section_name: 'test', section_title: 'Test', section_type: 'test', section_html: html };
}

function editor(...sections: readonly (SectionInput | string)[]): Session {
  const s: Session = {
    state: createEditor(emptyDocument({ page_slug: 'home', page_id: 'p1' })),
    log: [],
    ctx: { ids: readableIds() },
    clock: 1_000_000,
  };
  for (const input of sections)
    run(s, { kind: 'section.add', section: typeof input === 'string' ? section(input) : input });
  return s;
}

/** The elements of the first section passing `test`, in document order. */
function all(s: Session, test: (e: ElementNode) => boolean): ElementNode[] {
  const found: ElementNode[] = [];
  forEachElement(s.state.doc.sections[0]!.nodes, (e) => {
    if (test(e)) found.push(e);
  });
  return found;
}

function one(s: Session, test: (e: ElementNode) => boolean): ElementNode {
  const [first] = all(s, test);
  if (!first) throw new Error('no such element');
  return first;
}

const is =
  (tag: string, cls?: string) =>
  (e: ElementNode): boolean =>
    e.tag === tag && (cls === undefined || hasClass(e, cls));

/** Target of an element of the first section. */
function at(s: Session, test: (e: ElementNode) => boolean): { sectionId: string; elementId: string } {
  return { sectionId: s.state.doc.sections[0]!.section_id, elementId: one(s, test).id };
}

const htmlOf = (s: Session, index = 0): string => serializeNodes(s.state.doc.sections[index]!.nodes);

function fail(s: Session, command: Command): CommandError {
  const before = s.state;
  const result = dispatch(s.state, command, s.ctx, { at: s.clock + 1 });
  expect(s.state).toBe(before);
  if (result.ok) throw new Error(`${command.kind} unexpectedly succeeded`);
  return result.error;
}

function expectUndoRestores(s: Session, command: Command): void {
  const before = s.state.doc;
  expect(run(s, command)).not.toBeNull();
  expect(undoEntry(s.state, s.clock + 1)!.state.doc).toEqual(before);
}

const HERO_HTML =
  '<section class="py-5"><div class="container"><div class="row align-items-center"><div class="col-md-6">' +
  '<h1 class="display-4">Grow your bakery online</h1>' +
  '<p class="lead">Fresh bread &amp; pastries, delivered before breakfast.</p>' +
  '<a class="btn btn-primary btn-lg" href="#order">Order now</a></div>' +
  '<div class="col-md-6"><img class="img-fluid" src="images/bread.webp" alt width="600" height="400"></div>' +
  '</div></div></section>';
const H1 = '<h1 class="display-4">Grow your bakery online</h1>';
const BUTTON = '<a class="btn btn-primary btn-lg" href="#order">Order now</a>';
const IMG = '<img class="img-fluid" src="images/bread.webp" alt width="600" height="400">';
const NEW = '<p class="mb-2">New</p>';
const PLACEHOLDER =
  '<div class="pw-placeholder" data-pw-placeholder="true">' +
  '<button type="button" class="btn btn-sm btn-outline-primary" data-pw-action="add-element">Add Element</button>' +
  '<button type="button" class="btn btn-sm btn-outline-danger" data-pw-action="remove-block">Remove Block</button>' +
  '</div>';

const NO_SECTION = { code: 'no_section', message: 'No section selected!' };
const NO_ELEMENT = { code: 'no_element', message: 'No element selected!' };

describe('element.insert', () => {
  const insert = (
    s: Session,
    test: (e: ElementNode) => boolean,
    position: 'before' | 'after' | 'inside',
    html = NEW,
    columns?: number,
  ): void => {
    const { sectionId, elementId } = at(s, test);
    run(s, {
      kind: 'element.insert',
      sectionId,
      targetId: elementId,
      position,
      html,
      ...(columns === undefined ? {} : { columns }),
    });
  };

  it('reads the fixture as written', () => {
    expect(htmlOf(editor(HERO))).toBe(HERO_HTML);
  });

  it('inserts before, after and inside the drop target', () => {
    const s = editor(HERO);
    insert(s, is('h1'), 'before');
    expect(htmlOf(s)).toBe(HERO_HTML.replace(H1, NEW + H1));
    const t = editor(HERO);
    insert(t, is('a'), 'after');
    expect(htmlOf(t)).toBe(HERO_HTML.replace(BUTTON, BUTTON + NEW));
    const u = editor(HERO);
    insert(
      u,
      (e) => e.tag === 'div' && e.children.some((c) => c.kind === 'element' && c.tag === 'img'),
      'inside',
    );
    expect(htmlOf(u)).toBe(HERO_HTML.replace(IMG, IMG + NEW));
  });

  it('inserts every top-level node of the dropped html, in order', () => {
    const s = editor(HERO);
    insert(s, is('h1'), 'after', '<h3>A</h3>text<p>B</p>');
    expect(htmlOf(s)).toBe(HERO_HTML.replace(H1, `${H1}<h3>A</h3>text<p>B</p>`));
  });

  it('wraps the element in a new row when the drop target spans 3 columns or more', () => {
    for (const columns of [3, 6, 12]) {
      const s = editor(HERO);
      insert(s, is('h1'), 'before', NEW, columns);
      expect(htmlOf(s)).toBe(
        HERO_HTML.replace(H1, `<div class="row"><div class="col-12">${NEW}</div></div>${H1}`),
      );
    }
  });

  it('does not wrap for 2 columns or fewer, or when the width is unknown', () => {
    for (const columns of [0, 1, 2, undefined]) {
      const s = editor(HERO);
      insert(s, is('h1'), 'before', NEW, columns);
      expect(htmlOf(s)).toBe(HERO_HTML.replace(H1, NEW + H1));
    }
  });

  it('gives the wrapper and the element fresh ids from the command', () => {
    const s = editor(HERO);
    insert(s, is('h1'), 'before', NEW, 4);
    // The new row sits inside the fixture's own row, so it is the second in document order.
    const row = all(s, is('div', 'row'))[1]!;
    expect(serializeNodes([row], { withIds: true })).toBe(
      '<div data-pw-id="n0000011" class="row"><div data-pw-id="n0000012" class="col-12">' +
        '<p data-pw-id="n0000010" class="mb-2">New</p></div></div>',
    );
  });

  it('replaces a placeholder it is dropped on (before, after or inside its container)', () => {
    for (const position of ['before', 'after', 'inside'] as const) {
      const s = editor('<div class="col"><p>Only</p></div>');
      run(s, { kind: 'element.remove', ...at(s, is('p')) });
      expect(htmlOf(s)).toBe(`<div class="col">${PLACEHOLDER}</div>`);
      const target = position === 'inside' ? is('div', 'col') : is('div', 'pw-placeholder');
      insert(s, target, position);
      expect(htmlOf(s)).toBe(`<div class="col">${NEW}</div>`);
    }
  });

  it('refuses to drop inside a void element and to insert nothing', () => {
    const s = editor(HERO);
    const img = at(s, is('img'));
    expect(
      fail(s, {
        kind: 'element.insert',
        sectionId: img.sectionId,
        targetId: img.elementId,
        position: 'inside',
        html: NEW,
      }),
    ).toEqual({ code: 'not_container', message: 'Elements cannot be dropped inside this one.' });
    const h1 = at(s, is('h1'));
    expect(
      fail(s, {
        kind: 'element.insert',
        sectionId: h1.sectionId,
        targetId: h1.elementId,
        position: 'after',
        html: '',
      }),
    ).toEqual({ code: 'empty_element', message: 'There is nothing to insert.' });
  });

  it('undoes exactly', () => {
    const s = editor(HERO);
    const { sectionId, elementId } = at(s, is('p', 'lead'));
    expectUndoRestores(s, {
      kind: 'element.insert',
      sectionId,
      targetId: elementId,
      position: 'after',
      html: NEW,
      columns: 5,
    });
  });
});

describe('element.remove', () => {
  it('removes the element', () => {
    const s = editor(HERO);
    run(s, { kind: 'element.remove', ...at(s, is('p', 'lead')) });
    expect(htmlOf(s)).toBe(
      HERO_HTML.replace('<p class="lead">Fresh bread &amp; pastries, delivered before breakfast.</p>', ''),
    );
  });

  it('leaves a placeholder with Add Element and Remove Block when the last child of a container goes', () => {
    const s = editor(HERO);
    run(s, { kind: 'element.remove', ...at(s, is('img')) });
    expect(htmlOf(s)).toBe(HERO_HTML.replace(IMG, PLACEHOLDER));
    const placeholder = one(s, is('div', 'pw-placeholder'));
    expect(placeholder.children.map((c) => (c.kind === 'element' ? serializeNodes(c.children) : ''))).toEqual(
      ['Add Element', 'Remove Block'],
    );
  });

  it('counts whitespace and comments as empty, and keeps them around the placeholder', () => {
    const s = editor('<div class="box">\n  <!-- keep -->\n  <p>Only</p>\n</div>');
    run(s, { kind: 'element.remove', ...at(s, is('p')) });
    expect(htmlOf(s)).toBe(`<div class="box">\n  <!-- keep -->\n  ${PLACEHOLDER}\n</div>`);
  });

  it('removing a placeholder (its Remove Block button) removes the block around it', () => {
    const s = editor(HERO);
    run(s, { kind: 'element.remove', ...at(s, is('img')) });
    run(s, { kind: 'element.remove', ...at(s, is('div', 'pw-placeholder')) });
    expect(htmlOf(s)).toBe(HERO_HTML.replace(`<div class="col-md-6">${IMG}</div>`, ''));
  });

  it('a removed block that was the last child leaves a placeholder in its own parent', () => {
    const s = editor('<div class="row"><div class="col"><p>x</p></div></div>');
    run(s, { kind: 'element.remove', ...at(s, is('p')) });
    run(s, { kind: 'element.remove', ...at(s, is('div', 'pw-placeholder')) });
    expect(htmlOf(s)).toBe(`<div class="row">${PLACEHOLDER}</div>`);
  });

  it('undoes exactly, placeholder included', () => {
    const s = editor(HERO);
    expectUndoRestores(s, { kind: 'element.remove', ...at(s, is('img')) });
  });
});

describe('element.remove: carousel items', () => {
  const ITEMS = ['one', 'two', 'three'].map(
    (name, i) =>
      `<div class="carousel-item${i === 0 ? ' active' : ''}"><img src="${name}.webp" class="d-block w-100" alt="${name[0]!.toUpperCase()}${name.slice(1)}"></div>`,
  );
  const INDICATORS = [
    '<button type="button" data-bs-target="#gallery1" data-bs-slide-to="0" class="active" aria-current="true" aria-label="Slide 1"></button>',
    '<button type="button" data-bs-target="#gallery1" data-bs-slide-to="1" aria-label="Slide 2"></button>',
    '<button type="button" data-bs-target="#gallery1" data-bs-slide-to="2" aria-label="Slide 3"></button>',
  ];
  const gallery = (indicators: string, items: string): string =>
    '<div id="gallery1" class="carousel slide" data-bs-ride="carousel">' +
    `<div class="carousel-indicators">${indicators}</div><div class="carousel-inner">${items}</div>` +
    '<button class="carousel-control-prev" type="button" data-bs-target="#gallery1" data-bs-slide="prev">Previous</button>' +
    '</div>';
  const items = (s: Session): ElementNode[] => all(s, is('div', 'carousel-item'));

  it('reads the fixture as written', () => {
    expect(htmlOf(editor(CAROUSEL))).toBe(gallery(INDICATORS.join(''), ITEMS.join('')));
  });

  it('removing the active item activates its neighbour and renumbers the indicators', () => {
    const s = editor(CAROUSEL);
    const sectionId = s.state.doc.sections[0]!.section_id;
    run(s, { kind: 'element.remove', sectionId, elementId: items(s)[0]!.id });
    expect(htmlOf(s)).toBe(
      gallery(
        '<button type="button" data-bs-target="#gallery1" data-bs-slide-to="0" aria-label="Slide 1" class="active" aria-current="true"></button>' +
          '<button type="button" data-bs-target="#gallery1" data-bs-slide-to="1" aria-label="Slide 2"></button>',
        '<div class="carousel-item active"><img src="two.webp" class="d-block w-100" alt="Two"></div>' +
          ITEMS[2],
      ),
    );
  });

  it('removing an inactive item keeps the active one and drops its indicator', () => {
    const s = editor(CAROUSEL);
    const sectionId = s.state.doc.sections[0]!.section_id;
    run(s, { kind: 'element.remove', sectionId, elementId: items(s)[2]!.id });
    expect(htmlOf(s)).toBe(gallery(INDICATORS[0]! + INDICATORS[1]!, ITEMS[0]! + ITEMS[1]!));
  });

  const fourItems = (active: number): string => {
    const indicator = (i: number): string =>
      `<button type="button" data-bs-target="#c4" data-bs-slide-to="${i}"${i === active ? ' class="active" aria-current="true"' : ''} aria-label="Slide ${i + 1}"></button>`;
    const item = (i: number): string =>
      `<div class="carousel-item${i === active ? ' active' : ''}">${'ABCD'[i]}</div>`;
    return (
      `<div id="c4" class="carousel slide"><div class="carousel-indicators">${[0, 1, 2, 3].map(indicator).join('')}</div>` +
      `<div class="carousel-inner">${[0, 1, 2, 3].map(item).join('')}</div></div>`
    );
  };
  const four = (indicators: string, itemsHtml: string): string =>
    `<div id="c4" class="carousel slide"><div class="carousel-indicators">${indicators}</div>` +
    `<div class="carousel-inner">${itemsHtml}</div></div>`;

  it('removing the active middle item activates the next one', () => {
    const s = editor(fourItems(1));
    const sectionId = s.state.doc.sections[0]!.section_id;
    run(s, { kind: 'element.remove', sectionId, elementId: items(s)[1]!.id });
    expect(htmlOf(s)).toBe(
      four(
        '<button type="button" data-bs-target="#c4" data-bs-slide-to="0" aria-label="Slide 1"></button>' +
          '<button type="button" data-bs-target="#c4" data-bs-slide-to="1" aria-label="Slide 2" class="active" aria-current="true"></button>' +
          '<button type="button" data-bs-target="#c4" data-bs-slide-to="2" aria-label="Slide 3"></button>',
        '<div class="carousel-item">A</div><div class="carousel-item active">C</div><div class="carousel-item">D</div>',
      ),
    );
  });

  it('removing the active last item activates the previous one', () => {
    const s = editor(fourItems(3));
    const sectionId = s.state.doc.sections[0]!.section_id;
    run(s, { kind: 'element.remove', sectionId, elementId: items(s)[3]!.id });
    expect(htmlOf(s)).toBe(
      four(
        '<button type="button" data-bs-target="#c4" data-bs-slide-to="0" aria-label="Slide 1"></button>' +
          '<button type="button" data-bs-target="#c4" data-bs-slide-to="1" aria-label="Slide 2"></button>' +
          '<button type="button" data-bs-target="#c4" data-bs-slide-to="2" aria-label="Slide 3" class="active" aria-current="true"></button>',
        '<div class="carousel-item">A</div><div class="carousel-item">B</div><div class="carousel-item active">C</div>',
      ),
    );
  });

  it('removing an item before the active one renumbers the indicators after it', () => {
    const s = editor(fourItems(1));
    const sectionId = s.state.doc.sections[0]!.section_id;
    run(s, { kind: 'element.remove', sectionId, elementId: items(s)[0]!.id });
    expect(htmlOf(s)).toBe(
      four(
        '<button type="button" data-bs-target="#c4" data-bs-slide-to="0" class="active" aria-current="true" aria-label="Slide 1"></button>' +
          '<button type="button" data-bs-target="#c4" data-bs-slide-to="1" aria-label="Slide 2"></button>' +
          '<button type="button" data-bs-target="#c4" data-bs-slide-to="2" aria-label="Slide 3"></button>',
        '<div class="carousel-item active">B</div><div class="carousel-item">C</div><div class="carousel-item">D</div>',
      ),
    );
  });

  it('a carousel left with one item becomes that item (issue 23), in one undo step', () => {
    const html =
      '<div class="container"><h2>Gallery</h2><div id="c2" class="carousel slide"><div class="carousel-indicators">' +
      '<button type="button" data-bs-target="#c2" data-bs-slide-to="0" class="active"></button>' +
      '<button type="button" data-bs-target="#c2" data-bs-slide-to="1"></button></div><div class="carousel-inner">' +
      '<div class="carousel-item active">A</div><div class="carousel-item">B</div></div></div></div>';
    const s = editor(html);
    const sectionId = s.state.doc.sections[0]!.section_id;
    const kept = items(s)[1]!;
    run(s, { kind: 'element.remove', sectionId, elementId: items(s)[0]!.id });
    expect(htmlOf(s)).toBe('<div class="container"><h2>Gallery</h2><div>B</div></div>');
    // The block keeps the slide's node id, so a selection of it stays meaningful.
    expect(one(s, is('div')).children[1]).toMatchObject({ id: kept.id });
    expect(serializeNodes(undoEntry(s.state, s.clock + 1)!.state.doc.sections[0]!.nodes)).toBe(html);
  });

  it('the last item keeps its caption over its image: it becomes a positioning box', () => {
    const s = editor(
      '<div id="c2" class="carousel slide"><div class="carousel-inner">' +
        '<div class="carousel-item active"><img src="a.webp" alt="A"></div>' +
        '<div class="carousel-item"><img src="b.webp" alt="B"><div class="carousel-caption"><p>B</p></div></div>' +
        '</div></div>',
    );
    const sectionId = s.state.doc.sections[0]!.section_id;
    run(s, { kind: 'element.remove', sectionId, elementId: items(s)[0]!.id });
    expect(htmlOf(s)).toBe(
      '<div class="position-relative"><img src="b.webp" alt="B"><div class="carousel-caption"><p>B</p></div></div>',
    );
  });

  it('removing the only item of a carousel removes it by the general rules (placeholder when alone)', () => {
    const s = editor(
      '<div class="container"><div id="c1" class="carousel slide"><div class="carousel-inner">' +
        '<div class="carousel-item active">A</div></div></div></div>',
    );
    const sectionId = s.state.doc.sections[0]!.section_id;
    run(s, { kind: 'element.remove', sectionId, elementId: items(s)[0]!.id });
    expect(htmlOf(s)).toBe(`<div class="container">${PLACEHOLDER}</div>`);
  });

  it('undoes a carousel item removal (several events) exactly, in one step', () => {
    const s = editor(fourItems(1));
    const sectionId = s.state.doc.sections[0]!.section_id;
    const entry = run(s, { kind: 'element.remove', sectionId, elementId: items(s)[1]!.id })!;
    expect(entry.events.length).toBeGreaterThan(1);
    expect(s.state.history.undo).toHaveLength(2);
    const undone = undoEntry(s.state, s.clock + 1)!;
    expect(serializeNodes(undone.state.doc.sections[0]!.nodes)).toBe(fourItems(1));
  });
});

describe('element.duplicate', () => {
  it('inserts a copy right after the original with new node ids', () => {
    const s = editor(HERO);
    const original = one(s, is('p', 'lead'));
    run(s, { kind: 'element.duplicate', ...at(s, is('p', 'lead')) });
    const LEAD = '<p class="lead">Fresh bread &amp; pastries, delivered before breakfast.</p>';
    expect(htmlOf(s)).toBe(HERO_HTML.replace(LEAD, LEAD + LEAD));
    const [first, copy] = all(s, is('p', 'lead')) as [ElementNode, ElementNode];
    expect(first).toBe(original);
    expect(copy.id).toBe('n0000010');
  });

  it('gives HTML ids in the copy new 5-character ids, with references inside it following', () => {
    const s = editor('<div id="box1" class="box"><a href="#box1">self</a></div>');
    run(s, { kind: 'element.duplicate', ...at(s, is('div', 'box')) });
    expect(htmlOf(s)).toBe(
      '<div id="box1" class="box"><a href="#box1">self</a></div><div id="k0001" class="box"><a href="#k0001">self</a></div>',
    );
  });

  it('a duplicated active carousel item is not active', () => {
    const s = editor(CAROUSEL);
    run(s, { kind: 'element.duplicate', ...at(s, is('div', 'carousel-item')) });
    expect(all(s, is('div', 'carousel-item')).map((e) => e.attrs)).toEqual([
      [['class', 'carousel-item active']],
      [['class', 'carousel-item']],
      [['class', 'carousel-item']],
      [['class', 'carousel-item']],
    ]);
  });

  it('undoes exactly', () => {
    const s = editor(HERO);
    expectUndoRestores(s, { kind: 'element.duplicate', ...at(s, is('div', 'row')) });
  });
});

describe('element.setAttributes', () => {
  it('writes imageName and imageType as data attributes, edits in place, and null removes', () => {
    const s = editor(HERO);
    run(s, {
      kind: 'element.setAttributes',
      ...at(s, is('img')),
      attributes: { imageName: 'bread.webp', imageType: 'image/webp', alt: 'Bread', width: null },
    });
    expect(htmlOf(s)).toBe(
      HERO_HTML.replace(
        IMG,
        '<img class="img-fluid" src="images/bread.webp" alt="Bread" height="400" data-image-name="bread.webp" data-image-type="image/webp">',
      ),
    );
  });

  it('sets href, src, width and height under their own names', () => {
    const s = editor('<a href="/">x</a><img src="a.png">');
    const sectionId = s.state.doc.sections[0]!.section_id;
    run(s, {
      kind: 'element.setAttributes',
      sectionId,
      elementId: one(s, is('a')).id,
      attributes: { href: '/x' },
    });
    run(s, {
      kind: 'element.setAttributes',
      sectionId,
      elementId: one(s, is('img')).id,
      attributes: { src: 'b.png', width: '300', height: '200' },
    });
    expect(htmlOf(s)).toBe('<a href="/x">x</a><img src="b.png" width="300" height="200">');
  });

  it('records nothing when nothing changes (same values, or removing what is absent)', () => {
    const s = editor(HERO);
    expect(
      run(s, {
        kind: 'element.setAttributes',
        ...at(s, is('img')),
        attributes: { src: 'images/bread.webp', alt: '', imageName: null },
      }),
    ).toBeNull();
  });

  it('undoes exactly, attribute order included', () => {
    const s = editor(HERO);
    expectUndoRestores(s, {
      kind: 'element.setAttributes',
      ...at(s, is('img')),
      attributes: { width: null, imageName: 'x' },
    });
  });
});

describe('element.setText', () => {
  it('converts \\n, \\r\\n and \\r to <br>', () => {
    const s = editor(HERO);
    run(s, { kind: 'element.setText', ...at(s, is('h1')), text: 'Line one\nLine two\r\nThree\rFour' });
    expect(htmlOf(s)).toBe(
      HERO_HTML.replace(H1, '<h1 class="display-4">Line one<br>Line two<br>Three<br>Four</h1>'),
    );
  });

  it('treats the text as text, not markup', () => {
    const s = editor(HERO);
    run(s, { kind: 'element.setText', ...at(s, is('h1')), text: '<b>x</b> & y' });
    expect(htmlOf(s)).toBe(HERO_HTML.replace(H1, '<h1 class="display-4">&lt;b&gt;x&lt;/b&gt; &amp; y</h1>'));
  });

  it('replaces all children, and an empty text empties the element', () => {
    const s = editor('<p>Hello <b>bold</b> world</p>');
    run(s, { kind: 'element.setText', ...at(s, is('p')), text: '\n' });
    expect(htmlOf(s)).toBe('<p><br></p>');
    run(s, { kind: 'element.setText', ...at(s, is('p')), text: '' });
    expect(htmlOf(s)).toBe('<p></p>');
  });

  it('refuses an element without text', () => {
    const s = editor(HERO);
    expect(fail(s, { kind: 'element.setText', ...at(s, is('img')), text: 'x' })).toEqual({
      code: 'not_text',
      message: 'This element has no text to edit.',
    });
  });

  it('undoes exactly', () => {
    const s = editor(HERO);
    expectUndoRestores(s, { kind: 'element.setText', ...at(s, is('p', 'lead')), text: 'a\nb' });
  });
});

describe('element.setRichText', () => {
  it('parses the html into the element', () => {
    const s = editor(HERO);
    run(s, { kind: 'element.setRichText', ...at(s, is('h1')), html: '<b>Hi</b> there &amp; <i>you</i>' });
    expect(htmlOf(s)).toBe(
      HERO_HTML.replace(H1, '<h1 class="display-4"><b>Hi</b> there &amp; <i>you</i></h1>'),
    );
  });

  it.each([[''], ['   '], ['<p><br></p>'], ['&nbsp;'], ['<p></p>'], ['\n<div> </div>\n']])(
    'saves %j as a dash',
    (html) => {
      const s = editor(HERO);
      run(s, { kind: 'element.setRichText', ...at(s, is('h1')), html });
      expect(htmlOf(s)).toBe(HERO_HTML.replace(H1, '<h1 class="display-4">-</h1>'));
    },
  );

  it('refuses an element without text', () => {
    const s = editor(HERO);
    expect(fail(s, { kind: 'element.setRichText', ...at(s, is('img')), html: '<b>x</b>' }).code).toBe(
      'not_text',
    );
  });

  it('undoes exactly', () => {
    const s = editor(HERO);
    expectUndoRestores(s, { kind: 'element.setRichText', ...at(s, is('p', 'lead')), html: '<u>u</u>' });
  });
});

describe('element.setLink', () => {
  const link = (s: Session, href: string, openInNewTab: boolean, eventId?: string): void => {
    run(s, {
      kind: 'element.setLink',
      ...at(s, is('a')),
      href,
      openInNewTab,
      ...(eventId === undefined ? {} : { eventId }),
    });
  };

  it('opening in a new tab adds target="_blank" and a safe rel', () => {
    const s = editor(HERO);
    link(s, '/about', true);
    expect(htmlOf(s)).toBe(
      HERO_HTML.replace(
        BUTTON,
        '<a class="btn btn-primary btn-lg" href="/about" target="_blank" rel="noopener noreferrer">Order now</a>',
      ),
    );
  });

  it('an event id adds the book-a-call class and data-event-id; clearing it removes both, other classes kept', () => {
    const s = editor(HERO);
    link(s, '/about', true);
    link(s, '/about', false, 'ev42');
    expect(htmlOf(s)).toBe(
      HERO_HTML.replace(
        BUTTON,
        '<a class="btn btn-primary btn-lg book-a-call" href="/about" data-event-id="ev42">Order now</a>',
      ),
    );
    link(s, '/about', false, '');
    expect(htmlOf(s)).toBe(
      HERO_HTML.replace(BUTTON, '<a class="btn btn-primary btn-lg" href="/about">Order now</a>'),
    );
  });

  it('drops the class attribute when book-a-call was its only class, and an empty href', () => {
    const s = editor('<a href="/x">Book</a>');
    link(s, '/x', false, 'ev1');
    expect(htmlOf(s)).toBe('<a href="/x" class="book-a-call" data-event-id="ev1">Book</a>');
    link(s, '  ', false);
    expect(htmlOf(s)).toBe('<a>Book</a>');
  });

  it('records nothing when the link is unchanged', () => {
    const s = editor(HERO);
    expect(
      run(s, { kind: 'element.setLink', ...at(s, is('a')), href: '#order', openInNewTab: false }),
    ).toBeNull();
  });

  it('undoes exactly', () => {
    const s = editor(HERO);
    expectUndoRestores(s, {
      kind: 'element.setLink',
      ...at(s, is('a')),
      href: '/x',
      openInNewTab: true,
      eventId: 'e',
    });
  });
});

describe('element.dropImage', () => {
  it('replaces src, and an empty alt becomes Image', () => {
    const s = editor(HERO);
    run(s, { kind: 'element.dropImage', ...at(s, is('img')), src: 'gallery/cake.webp' });
    expect(htmlOf(s)).toBe(
      HERO_HTML.replace(
        IMG,
        '<img class="img-fluid" src="gallery/cake.webp" alt="Image" width="600" height="400">',
      ),
    );
  });

  it('adds alt="Image" when there was no alt, and treats a blank alt as empty', () => {
    const s = editor('<img src="a.png"><img src="b.png" alt="  ">');
    const sectionId = s.state.doc.sections[0]!.section_id;
    const [a, b] = all(s, is('img')) as [ElementNode, ElementNode];
    run(s, { kind: 'element.dropImage', sectionId, elementId: a.id, src: 'x.webp' });
    run(s, { kind: 'element.dropImage', sectionId, elementId: b.id, src: 'y.webp' });
    expect(htmlOf(s)).toBe('<img src="x.webp" alt="Image"><img src="y.webp" alt="Image">');
  });

  it('keeps an alt that is set', () => {
    const s = editor(CAROUSEL);
    run(s, { kind: 'element.dropImage', ...at(s, is('img')), src: 'new.webp' });
    expect(one(s, is('img')).attrs).toEqual([
      ['src', 'new.webp'],
      ['class', 'd-block w-100'],
      ['alt', 'One'],
    ]);
  });

  it('refuses a target that is not an image', () => {
    const s = editor(HERO);
    expect(fail(s, { kind: 'element.dropImage', ...at(s, is('h1')), src: 'x.webp' })).toEqual({
      code: 'not_image',
      message: 'Drop the image on an image.',
    });
  });

  it('undoes exactly', () => {
    const s = editor(HERO);
    expectUndoRestores(s, { kind: 'element.dropImage', ...at(s, is('img')), src: 'x.webp' });
  });
});

describe('not-editable and disabled elements are ignored (no events, no history)', () => {
  const LOCKED =
    '<div class="wrap"><p class="lead not-editable">Fixed</p><p name="not-editable">Named</p>' +
    '<input name="email" disabled><a class="btn" data-disabled="true" href="/x">Off</a>' +
    '<img class="not-editable" src="logo.png" alt=""></div>';
  const targets: [string, (e: ElementNode) => boolean][] = [
    ['class not-editable', is('p', 'not-editable')],
    [
      'name not-editable',
      (e) => e.tag === 'p' && e.attrs.some(([k, v]) => k === 'name' && v === 'not-editable'),
    ],
    ['disabled', is('input')],
    ['data-disabled', is('a')],
    ['not-editable image', is('img')],
  ];
  const commands = (target: { sectionId: string; elementId: string }): Command[] => [
    { kind: 'element.setText', ...target, text: 'changed' },
    { kind: 'element.setRichText', ...target, html: '<b>changed</b>' },
    { kind: 'element.setAttributes', ...target, attributes: { alt: 'changed', href: '/changed' } },
    { kind: 'element.setLink', ...target, href: '/changed', openInNewTab: true, eventId: 'e' },
    { kind: 'element.dropImage', ...target, src: 'changed.webp' },
    { kind: 'element.duplicate', ...target },
  ];

  it.each(targets)('%s', (_name, test) => {
    const s = editor(LOCKED);
    const before = s.state;
    for (const command of commands(at(s, test))) {
      const result = dispatch(s.state, command, s.ctx, { at: s.clock + 1 });
      expect(result).toEqual({ ok: true, value: null });
    }
    expect(s.state).toBe(before);
  });
});

describe("missing targets: 'No section selected!' and 'No element selected!'", () => {
  const commands = (sectionId: string, elementId: string): Command[] => [
    { kind: 'element.insert', sectionId, targetId: elementId, position: 'after', html: NEW },
    { kind: 'element.remove', sectionId, elementId },
    { kind: 'element.duplicate', sectionId, elementId },
    { kind: 'element.setAttributes', sectionId, elementId, attributes: { alt: 'x' } },
    { kind: 'element.setText', sectionId, elementId, text: 'x' },
    { kind: 'element.setRichText', sectionId, elementId, html: 'x' },
    { kind: 'element.setLink', sectionId, elementId, href: '/', openInNewTab: false },
    { kind: 'element.dropImage', sectionId, elementId, src: 'x.webp' },
  ];

  it('a missing element', () => {
    const s = editor(HERO);
    for (const command of commands(s.state.doc.sections[0]!.section_id, 'nope'))
      expect(fail(s, command)).toEqual(NO_ELEMENT);
  });

  it('a missing section', () => {
    const s = editor(HERO);
    for (const command of commands('missing123', one(s, is('h1')).id))
      expect(fail(s, command)).toEqual(NO_SECTION);
  });

  it('an element of another section', () => {
    const s = editor(HERO, CAROUSEL);
    const otherSection = s.state.doc.sections[1]!.section_id;
    for (const command of commands(otherSection, one(s, is('h1')).id))
      expect(fail(s, command)).toEqual(NO_ELEMENT);
  });
});

describe('element.duplicate on a carousel item', () => {
  it('gives the copy its own indicator and renumbers the indicators', () => {
    const s = session([CAROUSEL]);
    const carousel = s.state.doc.sections[0]!;
    const items: ElementNode[] = [];
    forEachElement(carousel.nodes, (el) => {
      if ((getAttr(el, 'class') ?? '').split(' ').includes('carousel-item')) items.push(el);
    });
    run(s, { kind: 'element.duplicate', sectionId: carousel.section_id, elementId: items[0]!.id });
    const html = serializeNodes(s.state.doc.sections[0]!.nodes);
    const indicators = [...html.matchAll(/data-bs-slide-to="(\d)"[^>]*?aria-label="([^"]+)"/g)].map(
      (m) => `${m[1]}:${m[2]}`,
    );
    expect(indicators).toEqual(['0:Slide 1', '1:Slide 2', '2:Slide 3', '3:Slide 4']);
    expect(html.match(/class="carousel-item active"/g)).toHaveLength(1);
    expect(html.match(/class="active" aria-current="true"|aria-current="true"/g)).toHaveLength(1);
    expect(html.indexOf('aria-current="true"')).toBeLessThan(html.indexOf('data-bs-slide-to="1"'));
  });
});

describe('element.setClasses (issue 20: button style, image shape, icon)', () => {
  it('removes then adds class tokens, keeping the others in order, and undoes exactly', () => {
    const s = editor(HERO_HTML);
    const target = at(s, is('a', 'btn'));
    expectUndoRestores(s, {
      kind: 'element.setClasses',
      ...target,
      add: ['btn-outline-primary'],
      remove: ['btn-primary'],
    });
    run(s, {
      kind: 'element.setClasses',
      ...target,
      add: ['btn-outline-primary', 'w-100'],
      remove: ['btn-primary', 'btn-lg'],
    });
    expect(htmlOf(s)).toContain('<a class="btn btn-outline-primary w-100" href="#order">Order now</a>');
  });

  it('drops the class attribute when no class is left, and changes nothing when nothing changes', () => {
    const s = editor('<p class="lead">Hi</p>');
    const target = at(s, is('p'));
    expect(run(s, { kind: 'element.setClasses', ...target, add: ['lead'], remove: [] })).toBeNull();
    run(s, { kind: 'element.setClasses', ...target, add: [], remove: ['lead'] });
    expect(htmlOf(s)).toBe('<p>Hi</p>');
  });

  it('refuses a token that is not a class name, leaving the document', () => {
    const s = editor('<p class="lead">Hi</p>');
    expect(
      fail(s, { kind: 'element.setClasses', ...at(s, is('p')), add: ['a" onclick="x'], remove: [] }).code,
    ).toBe('invalid_class');
  });
});

describe('element.move (issue 20: list and nav items reorder)', () => {
  const LIST = '<ul class="list-unstyled"><li>One</li> <li>Two</li> <li>Three</li></ul>';

  it('swaps an element with its previous or next element sibling, leaving the text between in place', () => {
    const s = editor(LIST);
    const two = at(s, (e) => e.tag === 'li' && serializeNodes(e.children) === 'Two');
    expectUndoRestores(s, { kind: 'element.move', ...two, direction: 'up' });
    run(s, { kind: 'element.move', ...two, direction: 'up' });
    expect(htmlOf(s)).toBe('<ul class="list-unstyled"><li>Two</li> <li>One</li> <li>Three</li></ul>');
    run(s, { kind: 'element.move', ...two, direction: 'down' });
    run(s, { kind: 'element.move', ...two, direction: 'down' });
    expect(htmlOf(s)).toBe('<ul class="list-unstyled"><li>One</li> <li>Three</li> <li>Two</li></ul>');
  });

  it('moves nothing past either end', () => {
    const s = editor(LIST);
    const one = at(s, (e) => e.tag === 'li' && serializeNodes(e.children) === 'One');
    expect(run(s, { kind: 'element.move', ...one, direction: 'up' })).toBeNull();
    expect(htmlOf(s)).toBe(LIST);
  });
});

describe('element.setEmbed (issue 20: I-Frame address)', () => {
  const FRAME = '<div class="ratio"><iframe src="https://example.com/old" title="Video"></iframe></div>';

  it('turns a YouTube watch address into its embed address and sizes the video 16:9', () => {
    const s = editor(FRAME);
    const frame = at(s, is('iframe'));
    expectUndoRestores(s, {
      kind: 'element.setEmbed',
      ...frame,
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    run(s, { kind: 'element.setEmbed', ...frame, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(htmlOf(s)).toBe(
      '<div class="ratio"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Video" ' +
        'style="width: 100%; height: auto; aspect-ratio: 16 / 9;"></iframe></div>',
    );
  });

  it('embeds a map address as a map, without the video sizing', () => {
    const s = editor(FRAME);
    run(s, {
      kind: 'element.setEmbed',
      ...at(s, is('iframe')),
      url: 'https://www.google.com/maps/place/Eiffel+Tower/',
    });
    expect(htmlOf(s)).toBe(
      '<div class="ratio"><iframe src="https://maps.google.com/maps?q=Eiffel%20Tower&amp;output=embed" title="Video"></iframe></div>',
    );
  });

  it('accepts only http(s), and only on an I-Frame', () => {
    const s = editor(`${FRAME}<p>Text</p>`);
    for (const url of ['javascript:alert(1)', 'ftp://example.com/x', 'not a url', 'data:text/html,hi']) {
      expect(fail(s, { kind: 'element.setEmbed', ...at(s, is('iframe')), url })).toEqual({
        code: 'invalid_url',
        message: 'Please enter a web address starting with http:// or https://.',
      });
    }
    expect(fail(s, { kind: 'element.setEmbed', ...at(s, is('p')), url: 'https://example.com' }).code).toBe(
      'not_embed',
    );
  });
});

describe('element.setLink on an image (issue 20: the image panel links the image)', () => {
  it('wraps an image that has no link in one, and undoes to the bare image', () => {
    const s = editor(HERO_HTML);
    const image = at(s, is('img'));
    expectUndoRestores(s, { kind: 'element.setLink', ...image, href: 'about.html', openInNewTab: true });
    run(s, { kind: 'element.setLink', ...image, href: 'about.html', openInNewTab: true });
    expect(htmlOf(s)).toContain(`<a href="about.html" target="_blank" rel="noopener noreferrer">${IMG}</a>`);
  });

  it('changes the link around an image in place, and an empty address on a bare image does nothing', () => {
    const s = editor(`<a href="old.html"> ${IMG} </a><p><img src="x.webp" alt="x"></p>`);
    run(s, {
      kind: 'element.setLink',
      ...at(s, (e) => e.tag === 'img' && getAttr(e, 'src') === 'images/bread.webp'),
      href: 'new.html',
      openInNewTab: false,
    });
    expect(htmlOf(s)).toContain(`<a href="new.html"> ${IMG} </a>`);
    expect(
      run(s, {
        kind: 'element.setLink',
        ...at(s, (e) => getAttr(e, 'src') === 'x.webp'),
        href: '',
        openInNewTab: false,
      }),
    ).toBeNull();
  });
});
