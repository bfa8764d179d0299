// @vitest-environment happy-dom
/**
 * The toolbar's AI text on the in-place edit (issue 24): it asks the app with the selection (or
 * the whole block), puts the accepted text in its place keeping the marks there, and the commit is
 * one builder undo step back to the original; a discarded answer changes nothing.
 */
import { TextSelection } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import type { AiTextRequest } from '../../../../src/app/builder/text-edit/edit-options.ts';
import { elementOuterHtml, setupEdit } from './edit-harness.ts';

describe('TextEditController.writeText', () => {
  it('rewrites the whole block when nothing is selected; one undo restores it', async () => {
    const edit = setupEdit();
    const asked: AiTextRequest[] = [];
    const { controller, target } = edit.start('h1', true, {
      writeText: async (request) => {
        asked.push(request);
        return 'Bake and sell online';
      },
    });
    const before = elementOuterHtml(edit.store, target);
    expect(controller.canWriteText).toBe(true);
    expect(await controller.writeText()).toBe(true);
    expect(asked).toEqual([
      { text: 'Grow your bakery online', context: 'Grow your bakery online', selection: false },
    ]);
    controller.commit();
    expect(elementOuterHtml(edit.store, target)).toBe(
      before.replace('Grow your bakery online', 'Bake and sell online'),
    );
    expect(edit.store.undo()).toBe(true);
    expect(elementOuterHtml(edit.store, target)).toBe(before);
  });

  it('replaces only the selection, in its marks, with line breaks as <br>', async () => {
    const edit = setupEdit();
    const { controller, target } = edit.start('p.lead', false, {
      writeText: async () => 'Warm loaves\nand buns',
    });
    // "Fresh bread & pastries, …": select "Fresh bread".
    controller.apply((state, dispatch) => {
      dispatch?.(state.tr.setSelection(TextSelection.create(state.doc, 0, 11)));
      return true;
    });
    expect(await controller.writeText()).toBe(true);
    controller.commit();
    expect(elementOuterHtml(edit.store, target)).toBe(
      '<p class="lead">Warm loaves<br>and buns &amp; pastries, delivered before breakfast.</p>',
    );
  });

  it('changes nothing when the answer is discarded, and cannot ask without the app', async () => {
    const edit = setupEdit();
    const { controller, target } = edit.start('h1', true, { writeText: async () => null });
    const before = elementOuterHtml(edit.store, target);
    expect(await controller.writeText()).toBe(false);
    controller.commit();
    expect(edit.outcomes.at(-1)).toEqual({ kind: 'unchanged' });
    expect(elementOuterHtml(edit.store, target)).toBe(before);
    const plain = setupEdit().start('h1').controller;
    expect(plain.canWriteText).toBe(false);
    expect(await plain.writeText()).toBe(false);
  });
});
