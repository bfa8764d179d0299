// @vitest-environment happy-dom
/**
 * What the element menu shows (spec §2, §4): a right-click on a heading offers Edit text and adds below for
 * the lower half; an image offers Replace image; an empty block's Add Element opens the block list for the
 * placeholder itself; anything outside a section opens nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  elementMenu,
  keyboardMenu,
  placeholderMenu,
} from '../../../../src/app/builder/overlays/menu-state.ts';
import { PLACEHOLDER_HTML } from '../../../../src/domain/placeholder.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(html: string): void {
  document.body.innerHTML = `<main id="pw-page"><div data-section-id="s1">${html}</div></main>`;
}

describe('elementMenu', () => {
  it('names the element, adds by the half clicked, and offers Edit text on a text block', () => {
    page('<h2 data-pw-id="h">Title</h2><img data-pw-id="i" src="a.png" alt="">');
    const heading = document.querySelector('h2')!;
    heading.getBoundingClientRect = () => ({ top: 100, height: 40, bottom: 140 }) as DOMRect;
    const menu = elementMenu(heading, { left: 10, top: 130 }, 130)!;
    expect(menu).toMatchObject({
      sectionId: 's1',
      elementId: 'h',
      position: 'after',
      label: 'Heading 2',
      isImage: false,
      canEditText: true,
    });
    expect(menu.fillsPlaceholder).toBeUndefined();
    expect(elementMenu(document.querySelector('img')!, { left: 0, top: 0 }, 0)).toMatchObject({
      isImage: true,
      canEditText: false,
    });
  });

  it('opens under the element from the keyboard, and nothing outside a section', () => {
    page('<p data-pw-id="p">Text</p>');
    expect(keyboardMenu(document.querySelector('p')!)).toMatchObject({ elementId: 'p', label: 'Text' });
    document.body.insertAdjacentHTML('beforeend', '<p data-pw-id="x">Outside</p>');
    expect(elementMenu(document.querySelector('[data-pw-id="x"]')!, { left: 0, top: 0 }, 0)).toBeNull();
  });
});

describe('placeholderMenu', () => {
  it('opens the block list for the placeholder, under its Add Element button', () => {
    page(`<div data-pw-id="col">${PLACEHOLDER_HTML.replace('<div ', '<div data-pw-id="ph" ')}</div>`);
    const placeholder = document.querySelector('[data-pw-placeholder]')!;
    const button = placeholder.querySelector('[data-pw-action="add-element"]')!;
    expect(placeholderMenu(placeholder, button)).toMatchObject({
      sectionId: 's1',
      elementId: 'ph',
      fillsPlaceholder: true,
      canEditText: false,
    });
  });
});
