// @vitest-environment happy-dom
/** The Image panel's mapping: alt, size (whole pixels only), shape classes, object-fit, replace. */
import { describe, expect, it } from 'vitest';
import {
  altCommand,
  objectFitCommand,
  readImageValues,
  replaceCommand,
  SIZE_MESSAGE,
  shapeCommand,
  sizeCommand,
} from '../../../../src/app/builder/inspector/image-fields.ts';
import { nodeAt, sectionHtml, select, storeWith } from '../panel-harness.tsx';

const image = (html = '<img src="a.png" alt="A">') => {
  const store = storeWith(html);
  const selection = select(store, 'img');
  return { store, selection, node: () => nodeAt(store, selection) };
};

describe('image fields', () => {
  it('reads alt, size, shape and object-fit', () => {
    const { node } = image(
      '<img src="a.png" alt="Team" width="300" class="img-fluid rounded-circle" style="object-fit: cover">',
    );
    expect(readImageValues(node())).toEqual({
      src: 'a.png',
      alt: 'Team',
      width: '300',
      height: '',
      shape: 'circle',
      objectFit: 'cover',
    });
  });

  it('sets alt and size; a bad size is refused with a message', () => {
    const { store, selection } = image();
    store.run(altCommand(selection, 'Our team'));
    const width = sizeCommand(selection, 'width', '320px');
    expect(width.ok).toBe(true);
    if (width.ok) store.run(width.command);
    expect(sectionHtml(store)).toBe('<img src="a.png" alt="Our team" width="320">');
    expect(sizeCommand(selection, 'height', 'tall')).toEqual({ ok: false, message: SIZE_MESSAGE });
    const cleared = sizeCommand(selection, 'width', '');
    if (cleared.ok) store.run(cleared.command);
    expect(sectionHtml(store)).toBe('<img src="a.png" alt="Our team">');
  });

  it('shape: square, rounded, circle as classes', () => {
    const { store, selection } = image('<img src="a.png" alt="A" class="img-fluid">');
    store.run(shapeCommand(selection, 'circle'));
    expect(sectionHtml(store)).toBe('<img src="a.png" alt="A" class="img-fluid rounded-circle">');
    store.run(shapeCommand(selection, 'rounded'));
    expect(sectionHtml(store)).toBe('<img src="a.png" alt="A" class="img-fluid rounded">');
    store.run(shapeCommand(selection, 'square'));
    expect(sectionHtml(store)).toBe('<img src="a.png" alt="A" class="img-fluid">');
  });

  it('object-fit and replace', () => {
    const { store, selection } = image();
    store.run(objectFitCommand(selection, 'contain'));
    store.run(replaceCommand(selection, 'b.webp'));
    expect(sectionHtml(store)).toBe('<img src="b.webp" alt="A" style="object-fit: contain;">');
  });
});
