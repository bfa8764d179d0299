/**
 * List items and bullets as the shipped sections build them (issue 20 §2 List): plain words, an
 * icon bullet before the words, one link holding the words, and formatted words; what each item's
 * words map to, and the bullet commands.
 */
import { describe, expect, it } from 'vitest';
import {
  bulletIconCommands,
  bulletOf,
  markerCommand,
} from '../../../../../src/app/builder/inspector/list/list-bullets.ts';
import {
  addItemCommand,
  itemTextCommand,
  listItems,
  moveItemCommand,
  removeItemCommand,
} from '../../../../../src/app/builder/inspector/list/list-items.ts';
import { type ElementNode, parseHtml } from '../../../../../src/domain/html-tree.ts';

function list(html: string): ElementNode {
  let n = 0;
  return parseHtml(html, () => `n${++n}`)[0] as ElementNode;
}

const selection = { sectionId: 's1', elementId: 'n1' };

describe('listItems', () => {
  it('plain items edit their own words', () => {
    const items = listItems(list('<ul><li>First point</li><li>Two<br>lines</li></ul>'));
    expect(items).toEqual([
      { id: 'n2', text: { mode: 'text', elementId: 'n2', text: 'First point' } },
      { id: 'n3', text: { mode: 'text', elementId: 'n3', text: 'Two\nlines' } },
    ]);
    expect(itemTextCommand('s1', items[0]!, 'Changed')).toEqual({
      kind: 'element.setText',
      sectionId: 's1',
      elementId: 'n2',
      text: 'Changed',
    });
  });

  it('an icon-bullet item is written back with the same icon before the new words', () => {
    const [item] = listItems(
      list(
        '<ul class="pws-badges"><li><i class="fa-solid fa-circle-check" aria-hidden="true"></i>14-day trial</li></ul>',
      ),
    );
    expect(item!.text).toMatchObject({ mode: 'icon', text: '14-day trial' });
    expect(itemTextCommand('s1', item!, 'Free <forever> & more')).toEqual({
      kind: 'element.setRichText',
      sectionId: 's1',
      elementId: 'n2',
      html: '<i class="fa-solid fa-circle-check" aria-hidden="true"></i>Free &lt;forever&gt; &amp; more',
    });
  });

  it('an item holding one link edits the link’s words; formatted words are left to the canvas', () => {
    const items = listItems(
      list(
        '<ul><li class="nav-item"><a class="nav-link" href="about.html">About</a></li><li><strong>Garden.</strong> Basil.</li></ul>',
      ),
    );
    expect(items[0]!.text).toEqual({ mode: 'text', elementId: 'n3', text: 'About' });
    expect(items[1]!.text).toEqual({ mode: 'rich', text: 'Garden. Basil.' });
    expect(itemTextCommand('s1', items[1]!, 'x')).toBeNull();
  });
});

describe('item commands', () => {
  it('add copies the last item, or inserts a plain one into an empty list', () => {
    expect(addItemCommand(selection, list('<ul><li>a</li><li>b</li></ul>'))).toEqual({
      kind: 'element.duplicate',
      sectionId: 's1',
      elementId: 'n3',
    });
    expect(addItemCommand(selection, list('<ul></ul>'))).toEqual({
      kind: 'element.insert',
      sectionId: 's1',
      targetId: 'n1',
      position: 'inside',
      html: '<li>New item</li>',
    });
  });

  it('remove and move target the item', () => {
    expect(removeItemCommand('s1', 'n2')).toEqual({
      kind: 'element.remove',
      sectionId: 's1',
      elementId: 'n2',
    });
    expect(moveItemCommand('s1', 'n2', 'up')).toEqual({
      kind: 'element.move',
      sectionId: 's1',
      elementId: 'n2',
      direction: 'up',
    });
  });
});

describe('bullets', () => {
  it('items that all lead with an icon have an icon bullet, swapped on every item', () => {
    const node = list(
      '<ul><li><i class="fa-solid fa-check"></i>a</li><li><i class="fa-solid fa-check"></i>b</li><li><i class="fa-solid fa-star"></i>c</li></ul>',
    );
    expect(bulletOf(node)).toEqual({ kind: 'icon', icon: { name: 'check', style: 'solid' } });
    expect(bulletIconCommands(selection, node, { name: 'star', style: 'solid' })).toEqual([
      {
        kind: 'element.setClasses',
        sectionId: 's1',
        elementId: 'n3',
        add: ['fa-star'],
        remove: ['fa-check'],
      },
      {
        kind: 'element.setClasses',
        sectionId: 's1',
        elementId: 'n5',
        add: ['fa-star'],
        remove: ['fa-check'],
      },
    ]);
  });

  it('other lists have markers: list-style-type on the list, empty for the section default', () => {
    expect(bulletOf(list('<ul style="list-style-type: square;"><li>a</li></ul>'))).toEqual({
      kind: 'marker',
      type: 'square',
    });
    expect(bulletOf(list('<ul class="pws-check"><li><strong>a</strong> b</li></ul>'))).toEqual({
      kind: 'marker',
      type: '',
    });
    expect(markerCommand(selection, 'decimal')).toEqual({
      kind: 'style.set',
      target: { sectionId: 's1', elementId: 'n1' },
      property: 'list-style-type',
      value: 'decimal',
    });
  });
});
