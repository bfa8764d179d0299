// @vitest-environment happy-dom
/** What a click selects, element kinds, floating buttons (spec §2 sizes), right-click position. */
import { describe, expect, it, vi } from 'vitest';
import {
  addPosition,
  elementKind,
  elementLabel,
  floatingTargetAt,
  hasFloatingButtons,
  selectionAt,
  textBlockAt,
} from '../../../src/app/builder/canvas/selection.ts';
import { CALENDAR_BUTTON, PAYMENT_BUTTON } from '../../../src/app/builder/elements/blocks.ts';

function canvas(html: string): Element {
  document.body.innerHTML = html;
  return document.body;
}

const kindOf = (html: string): string => {
  canvas(html);
  return elementKind(document.body.firstElementChild!);
};

describe('selectionAt', () => {
  it('selects the nearest element with a builder id and names its section', () => {
    canvas(
      '<div data-section-id="S1"><section data-pw-id="n1"><h1 data-pw-id="n2">Hi <b id="x">there</b></h1></section></div>',
    );
    expect(selectionAt(document.getElementById('x'))).toEqual({ sectionId: 'S1', elementId: 'n2' });
  });

  it('selects nothing outside sections or on the placeholder', () => {
    canvas(
      '<p data-pw-id="n9" id="out">x</p><div data-section-id="S"><div data-pw-id="n1" data-pw-placeholder="true"><button data-pw-id="n2" id="b">Add Element</button></div></div>',
    );
    expect(selectionAt(document.getElementById('out'))).toBeNull();
    expect(selectionAt(document.getElementById('b'))).toBeNull();
    expect(selectionAt(null)).toBeNull();
  });
});

describe('elementKind', () => {
  it('classifies what each panel edits', () => {
    expect(kindOf('<h2>x</h2>')).toBe('heading');
    expect(kindOf('<p>x</p>')).toBe('text');
    expect(kindOf('<a class="btn btn-primary">x</a>')).toBe('button');
    expect(kindOf('<a href="#">x</a>')).toBe('link');
    expect(kindOf('<img src="a.png" alt="">')).toBe('image');
    expect(kindOf('<i class="fa-solid fa-leaf"></i>')).toBe('icon');
    expect(kindOf('<i>italic</i>')).toBe('text');
    expect(kindOf('<ul class="navbar-nav"></ul>')).toBe('navList');
    expect(kindOf('<ol></ol>')).toBe('list');
    expect(kindOf('<div class="carousel slide"></div>')).toBe('slider');
    expect(kindOf('<div class="carousel-item active"></div>')).toBe('slider');
    expect(kindOf('<div class="carousel-inner"></div>')).toBe('slider');
    expect(kindOf('<div class="row"></div>')).toBe('row');
    expect(kindOf('<div class="col-md-4"></div>')).toBe('column');
    expect(kindOf('<form></form>')).toBe('form');
    expect(kindOf('<iframe title="map"></iframe>')).toBe('iframe');
    expect(kindOf('<div class="card"></div>')).toBe('box');
  });
});

describe('hasFloatingButtons', () => {
  it('shows them on rows, lists, nav lists, boxes, sliders and iframes', () => {
    for (const kind of ['row', 'list', 'navList', 'box', 'slider', 'iframe'] as const) {
      expect(hasFloatingButtons(kind, 10, 10)).toBe(true);
    }
    expect(hasFloatingButtons('heading', 500, 500)).toBe(false);
  });

  it('shows them on images only when both sides are over 49 px', () => {
    expect(hasFloatingButtons('image', 50, 50)).toBe(true);
    expect(hasFloatingButtons('image', 49, 200)).toBe(false);
    expect(hasFloatingButtons('image', 200, 49)).toBe(false);
  });
});

describe('addPosition', () => {
  it('adds above in the upper half and below in the lower half', () => {
    expect(addPosition(110, { top: 100, height: 40 })).toBe('before');
    expect(addPosition(119.9, { top: 100, height: 40 })).toBe('before');
    expect(addPosition(120, { top: 100, height: 40 })).toBe('after');
  });
});

describe('textBlockAt', () => {
  const page = (inner: string) =>
    canvas(`<div data-section-id="S"><div data-pw-id="box" class="card">${inner}</div></div>`);

  it('edits the heading or paragraph around a bold word, a link or an icon', () => {
    page(
      '<h2 data-pw-id="h">Fresh <strong data-pw-id="w" id="w">bread</strong></h2>' +
        '<p data-pw-id="p">Read <a data-pw-id="a" id="a" href="#">more</a></p>' +
        '<ul data-pw-id="ul"><li data-pw-id="li"><i data-pw-id="i" id="i" class="fa-solid fa-check"></i> Fast</li></ul>',
    );
    expect(textBlockAt(document.getElementById('w'))?.getAttribute('data-pw-id')).toBe('h');
    expect(textBlockAt(document.getElementById('a'))?.getAttribute('data-pw-id')).toBe('p');
    expect(textBlockAt(document.getElementById('i'))?.getAttribute('data-pw-id')).toBe('li');
  });

  it('edits a button label on its own, not the paragraph around it', () => {
    page('<p data-pw-id="p"><a data-pw-id="b" id="b" class="btn btn-primary" href="#">Order</a></p>');
    expect(textBlockAt(document.getElementById('b'))?.getAttribute('data-pw-id')).toBe('b');
  });

  it('finds nothing to edit on boxes, images, placeholders and outside sections', () => {
    page('<img data-pw-id="img" id="img" src="a.png" alt="">');
    expect(textBlockAt(document.getElementById('img'))).toBeNull();
    expect(textBlockAt(document.querySelector('.card'))).toBeNull();
    canvas('<h1 data-pw-id="h" id="h">Outside</h1>');
    expect(textBlockAt(document.getElementById('h'))).toBeNull();
  });
});

describe('floatingTargetAt', () => {
  it('climbs to the nearest element with floating buttons', () => {
    canvas(
      '<div data-section-id="S"><div data-pw-id="row" class="row"><div data-pw-id="col" class="col-6">' +
        '<p data-pw-id="p" id="p">Hi</p></div></div></div>',
    );
    expect(floatingTargetAt(document.getElementById('p'))?.getAttribute('data-pw-id')).toBe('row');
  });

  it('gives small images none of their own (their row or box has them)', () => {
    canvas(
      '<div data-section-id="S"><div data-pw-id="box"><img data-pw-id="img" id="img" src="a.png" alt=""></div></div>',
    );
    // happy-dom lays nothing out: the image measures 0×0, under the 50×50 of spec §2.
    expect(floatingTargetAt(document.getElementById('img'))?.getAttribute('data-pw-id')).toBe('box');
  });

  it('measures only images: finding a text’s row forces no layout of the canvas', () => {
    canvas(
      '<div data-section-id="S"><div data-pw-id="row" class="row"><div data-pw-id="col" class="col-6">' +
        '<img data-pw-id="img" id="img" src="a.png" alt=""><p data-pw-id="p" id="p">Hi</p></div></div></div>',
    );
    const measured: string[] = [];
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      measured.push(this.getAttribute('data-pw-id') ?? '');
      return new DOMRect(0, 0, 300, 200);
    });
    try {
      expect(floatingTargetAt(document.getElementById('p'))?.getAttribute('data-pw-id')).toBe('row');
      expect(measured).toEqual([]);
      // A large image has buttons of its own: measured, and found.
      expect(floatingTargetAt(document.getElementById('img'))?.getAttribute('data-pw-id')).toBe('img');
      expect(measured).toEqual(['img']);
    } finally {
      measure.mockRestore();
    }
  });
});

describe('elementLabel', () => {
  it('names headings with their level and other elements by kind', () => {
    expect(elementLabel(canvas('<h3>x</h3>').firstElementChild!)).toBe('Heading 3');
    expect(elementLabel(canvas('<ul class="navbar-nav"></ul>').firstElementChild!)).toBe('Nav list');
    expect(elementLabel(canvas('<div class="row"></div>').firstElementChild!)).toBe('Row');
  });

  it('names a block that is a marked button or link as the palette names it', () => {
    const label = (html: string) => elementLabel(canvas(html).firstElementChild!);
    // The palette's blocks, as inserted (elements/blocks.ts).
    expect(label(CALENDAR_BUTTON.html)).toBe(CALENDAR_BUTTON.name);
    expect(label(CALENDAR_BUTTON.html)).toBe('Calender Button');
    expect(label(PAYMENT_BUTTON.html)).toBe(PAYMENT_BUTTON.name);
    // With an event id set, the Calender Button is still one.
    expect(
      label('<a class="btn book-a-call" href="https://cal.com/x" data-pw-calendar="true">Book</a>'),
    ).toBe('Calender Button');
    expect(label('<a class="btn btn-primary" data-pw-plan="p1" href="#">Buy</a>')).toBe('Buy button');
    expect(label('<a class="book-a-call" href="https://calendly.com/x">Talk to us</a>')).toBe('Booking link');
    // Plain ones keep their kind's name.
    expect(label('<a class="btn btn-primary" href="#">Get started</a>')).toBe('Button');
    expect(label('<a href="#">More</a>')).toBe('Link');
  });
});
