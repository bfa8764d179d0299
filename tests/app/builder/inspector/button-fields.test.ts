// @vitest-environment happy-dom
/**
 * The Button panel's mapping: style, size and width are Bootstrap classes (keeping the colour
 * variant), the library's own button classes are read as the nearest style, and the label keeps
 * the button's icons.
 */
import { describe, expect, it } from 'vitest';
import {
  buttonSizeCommand,
  buttonStyleCommand,
  fullWidthCommand,
  labelCommand,
  readButtonValues,
} from '../../../../src/app/builder/inspector/button-fields.ts';
import { nodeAt, sectionHtml, select, storeWith } from '../panel-harness.tsx';

const button = (html: string) => {
  const store = storeWith(html);
  const selection = select(store, html.startsWith('<button') ? 'button' : 'a');
  return { store, selection, node: () => nodeAt(store, selection) };
};

describe('readButtonValues', () => {
  it('reads style, variant, size and width from the classes', () => {
    const { node } = button('<a class="btn btn-outline-success btn-lg w-100" href="#">Go</a>');
    expect(readButtonValues(node())).toMatchObject({
      label: 'Go',
      style: 'outlined',
      variant: 'success',
      size: 'lg',
      fullWidth: true,
      hasLink: true,
    });
  });

  it('reads the library section classes as the nearest style', () => {
    expect(readButtonValues(button('<a class="btn pws-btn-ghost" href="#">A</a>').node())).toMatchObject({
      style: 'outlined',
      variant: 'dark',
    });
    expect(readButtonValues(button('<a class="btn pws-btn-light" href="#">A</a>').node()).style).toBe(
      'contained',
    );
    expect(readButtonValues(button('<a class="btn btn-link" href="#">A</a>').node()).style).toBe('text');
    expect(readButtonValues(button('<button class="btn btn-primary">A</button>').node()).hasLink).toBe(false);
  });
});

describe('commands', () => {
  it('changes the style, keeping the colour variant and the other classes', () => {
    const { store, selection, node } = button('<a class="btn btn-secondary btn-lg" href="#">Go</a>');
    expect(store.run(buttonStyleCommand(selection, node(), 'outlined'))).toBeNull();
    expect(sectionHtml(store)).toBe('<a class="btn btn-lg btn-outline-secondary" href="#">Go</a>');
    store.run(buttonStyleCommand(selection, node(), 'text'));
    expect(sectionHtml(store)).toBe('<a class="btn btn-lg btn-link" href="#">Go</a>');
    store.run(buttonStyleCommand(selection, node(), 'contained'));
    expect(sectionHtml(store)).toBe('<a class="btn btn-lg btn-primary" href="#">Go</a>');
  });

  it('replaces a library button class by the Bootstrap one', () => {
    const { store, selection, node } = button('<a class="btn pws-btn-ghost" href="#">Go</a>');
    store.run(buttonStyleCommand(selection, node(), 'contained'));
    expect(sectionHtml(store)).toBe('<a class="btn btn-dark" href="#">Go</a>');
  });

  it('sets the size and the full width', () => {
    const { store, selection } = button('<a class="btn btn-primary btn-lg" href="#">Go</a>');
    store.run(buttonSizeCommand(selection, 'sm'));
    expect(sectionHtml(store)).toBe('<a class="btn btn-primary btn-sm" href="#">Go</a>');
    store.run(buttonSizeCommand(selection, 'md'));
    store.run(fullWidthCommand(selection, true));
    expect(sectionHtml(store)).toBe('<a class="btn btn-primary w-100" href="#">Go</a>');
    store.run(fullWidthCommand(selection, false));
    expect(sectionHtml(store)).toBe('<a class="btn btn-primary" href="#">Go</a>');
  });

  it('renames a text-only button as plain text', () => {
    const { store, selection, node } = button('<a class="btn btn-primary" href="#">Go</a>');
    const command = labelCommand(selection, node(), 'Start now');
    expect(command.kind).toBe('element.setText');
    store.run(command);
    expect(sectionHtml(store)).toBe('<a class="btn btn-primary" href="#">Start now</a>');
  });

  it('renames a button with an icon, keeping the icon after the words', () => {
    const { store, selection, node } = button(
      '<a class="btn btn-primary" href="#">Our story <i class="fa-solid fa-arrow-right ms-2"></i></a>',
    );
    store.run(labelCommand(selection, node(), 'Read <more>'));
    expect(sectionHtml(store)).toBe(
      '<a class="btn btn-primary" href="#">Read &lt;more&gt; <i class="fa-solid fa-arrow-right ms-2"></i></a>',
    );
  });
});
