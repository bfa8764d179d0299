// @vitest-environment happy-dom
/**
 * The in-place text edit on a real editor store and canvas: leaving the block commits exactly one
 * `element.setRichText` with the edited html (none when nothing changed), Escape commits (never
 * throws typed text away), and the builder's undo takes a committed edit back in one step.
 */
import { closeHistory } from 'prosemirror-history';
import type { Command as PMCommand } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import type { EditorStore } from '../../../../src/app/builder/editor-store.ts';
import { setupEdit } from './edit-harness.ts';

const setup = setupEdit;

const insertAt =
  (pos: number, text: string): PMCommand =>
  (state, dispatch) => {
    dispatch?.(state.tr.insertText(text, pos));
    return true;
  };

const undoDepth = (store: EditorStore) => store.getSnapshot().state.history.undo.length;

describe('TextEditController', () => {
  it('turns the element into the editor, showing its text', () => {
    const { start } = setup();
    const { controller, element } = start('h1');
    expect(element.getAttribute('contenteditable')).toBe('true');
    expect(element.textContent).toBe('Grow your bakery online');
    expect(controller.active).toBe(true);
  });

  it('commits exactly one command with the edited html when the block is left', () => {
    const { store, commands, outcomes, start, h1 } = setup();
    const before = undoDepth(store);
    const { controller, target } = start('h1');
    // Typing is many transactions; the commit is still one command.
    controller.apply(insertAt(4, ' and'));
    controller.apply(insertAt(8, ' keep'));
    controller.apply((state, dispatch) => {
      // Bold "bakery" (after "Grow and keep your ").
      const from = state.doc.textContent.indexOf('bakery');
      dispatch?.(state.tr.addMark(from, from + 'bakery'.length, state.schema.marks.bold!.create()));
      return true;
    });
    controller.commit();
    expect(commands).toEqual([
      {
        kind: 'element.setRichText',
        ...target,
        html: 'Grow and keep your <strong>bakery</strong> online',
      },
    ]);
    expect(outcomes).toEqual([{ kind: 'committed' }]);
    expect(undoDepth(store)).toBe(before + 1);
    // The repaint replaced the editing DOM with the committed result.
    expect(h1().getAttribute('contenteditable')).toBeNull();
    expect(h1().innerHTML).toMatch(/^Grow and keep your <strong data-pw-id="[^"]+">bakery<\/strong> online$/);
    expect(controller.active).toBe(false);
  });

  it('commits nothing when the text did not change, and puts the element back as it was', () => {
    const { store, commands, outcomes, start, h1 } = setup();
    const original = h1().outerHTML;
    const seq = store.getSnapshot().state.seq;
    const { controller, element } = start('h1');
    controller.apply(insertAt(5, 'x'));
    controller.apply((state, dispatch) => {
      dispatch?.(state.tr.delete(5, 6));
      return true;
    });
    controller.commit();
    expect(commands).toEqual([]);
    expect(outcomes).toEqual([{ kind: 'unchanged' }]);
    expect(store.getSnapshot().state.seq).toBe(seq);
    expect(h1()).toBe(element);
    expect(h1().outerHTML).toBe(original);
  });

  it('commits on Escape: the typed text is kept, never thrown away', () => {
    const { commands, outcomes, start, h1 } = setup();
    const { controller, element, target } = start('h1');
    controller.apply(insertAt(1, 'zzz'));
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(outcomes).toEqual([{ kind: 'committed' }]);
    expect(commands).toEqual([
      { kind: 'element.setRichText', ...target, html: 'Gzzzrow your bakery online' },
    ]);
    expect(h1().textContent).toBe('Gzzzrow your bakery online');
    expect(controller.active).toBe(false);
  });

  it('cancel() (code only) stores nothing and puts the element back', () => {
    const { commands, outcomes, start, h1 } = setup();
    const original = h1().outerHTML;
    const { controller } = start('h1');
    controller.apply(insertAt(1, 'zzz'));
    controller.cancel();
    expect(outcomes).toEqual([{ kind: 'cancelled' }]);
    expect(commands).toEqual([]);
    expect(h1().outerHTML).toBe(original);
  });

  it('Enter leaves a heading (committing); in a paragraph it breaks the line', () => {
    const { commands, start } = setup();
    const heading = start('h1');
    heading.controller.apply(insertAt(1, 'A '));
    heading.element.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    );
    expect(heading.controller.active).toBe(false);
    expect(commands).toHaveLength(1);

    const paragraph = start('p', false);
    paragraph.element.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    );
    expect(paragraph.controller.active).toBe(true);
    paragraph.controller.commit();
    expect(commands[1]).toMatchObject({ kind: 'element.setRichText', html: expect.stringMatching(/<br>$/) });
  });

  it("undo after the commit restores the old text in one step; ProseMirror's undo works inside", () => {
    const { store, start, h1 } = setup();
    const { controller } = start('h1');
    controller.apply(insertAt(0, 'Really '));
    // A pause in typing: ProseMirror's history starts a new step.
    controller.apply((state, dispatch) => {
      dispatch?.(closeHistory(state.tr));
      return true;
    });
    controller.apply(insertAt(7, 'really '));
    expect(controller.doc.textContent).toBe('Really really Grow your bakery online');
    expect(controller.getSnapshot().canUndo).toBe(true);
    controller.undo();
    expect(controller.doc.textContent).toBe('Really Grow your bakery online');
    controller.commit();
    expect(h1().textContent).toBe('Really Grow your bakery online');
    expect(store.undo()).toBe(true);
    expect(h1().textContent).toBe('Grow your bakery online');
    expect(store.redo()).toBe(true);
    expect(h1().textContent).toBe('Really Grow your bakery online');
  });

  it('commits when focus leaves for elsewhere, not when it moves into the toolbar', () => {
    const { commands, start } = setup();
    const toolbar = document.createElement('div');
    toolbar.innerHTML = '<button type="button">Bold</button>';
    document.body.append(toolbar);
    const { controller, element } = start('h1');
    controller.addSurface(toolbar);
    controller.apply(insertAt(1, 'New '));
    const button = toolbar.querySelector('button')!;
    element.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: button }));
    expect(controller.active).toBe(true);
    toolbar.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: element }));
    expect(controller.active).toBe(true);
    element.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    expect(controller.active).toBe(false);
    expect(commands).toHaveLength(1);
  });

  it('reports a failed command and changes nothing', () => {
    const { store, outcomes, start, root } = setup();
    const { controller, target } = start('h1');
    controller.apply(insertAt(0, 'x'));
    // The section goes while its text is being edited (e.g. a draft merged from another tab).
    store.run({ kind: 'section.remove', sectionId: target.sectionId });
    const seq = store.getSnapshot().state.seq;
    controller.commit();
    expect(outcomes).toEqual([
      { kind: 'failed', error: expect.objectContaining({ message: 'No section selected!' }) },
    ]);
    expect(store.getSnapshot().state.seq).toBe(seq);
    expect(root.querySelector('h1')).toBeNull();
  });
});
