// @vitest-environment happy-dom
/**
 * The Box settings panel on a real store (issue 23 "Box"; spec §6): each field is one `style.set` on
 * the box's inline style and the section's saved html follows; a border width on a box without a
 * border style also makes it solid, in one undo step; Undo puts the box back exactly.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BoxPanel from '../../../../../src/app/builder/inspector/box/BoxPanel.tsx';
import {
  BOX_PROPERTIES,
  borderWidthCommands,
  readBoxValues,
  SHADOW_OPTIONS,
} from '../../../../../src/app/builder/inspector/box/box-fields.ts';
import {
  byTag,
  editorStoreWith,
  findNode,
  renderStorePanel,
  section,
  sectionHtml,
  storeWith,
} from '../../panel-harness.tsx';

afterEach(cleanup);

const HTML = '<section><div class="card p-3"><h3>Plan</h3><p>Text</p></div></section>';

/** `stepMs` under the 500 ms window: one action's commands (run as a group) are one undo entry. */
async function open(html = HTML, stepMs = 1000) {
  const store = editorStoreWith([section(html)], 7, stepMs);
  const node = findNode(store, byTag('div', 'card'));
  const selection = { sectionId: store.getSnapshot().state.doc.sections[0]!.section_id, elementId: node.id };
  const view = await renderStorePanel(BoxPanel, store, selection, { isDev: true });
  return { store, selection, ...view };
}

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('box-fields', () => {
  it('reads each field from the inline style, empty when unset', () => {
    const store = storeWith(
      '<section><div style="padding: 12px; border-radius: 8px; background-color: #fff">x</div></section>',
    );
    expect(readBoxValues(findNode(store, 'div'))).toEqual({
      padding: '12px',
      margin: '',
      borderWidth: '',
      borderStyle: '',
      borderColor: '',
      radius: '8px',
      shadow: '',
      background: '#fff',
    });
    expect(Object.values(BOX_PROPERTIES)).toContain('box-shadow');
  });

  it('a border width on a box without a style also makes it solid; clearing it does not', () => {
    const selection = { sectionId: 's', elementId: 'e' };
    const none = readBoxValues(findNode(storeWith('<section><div>x</div></section>'), 'div'));
    expect(
      borderWidthCommands(selection, none, '2px').map((c) => c.kind === 'style.set' && c.property),
    ).toEqual(['border-width', 'border-style']);
    expect(borderWidthCommands(selection, none, '')).toHaveLength(1);
    expect(borderWidthCommands(selection, { ...none, borderStyle: 'dashed' }, '2px')).toHaveLength(1);
  });
});

describe('Box settings', () => {
  it('padding, border, radius, shadow and background each set one style property', async () => {
    const { store } = await open();
    type('Padding', '24');
    type('Border width', '2');
    fireEvent.change(screen.getByLabelText('Border style'), { target: { value: 'dashed' } });
    type('Border colour', '#336699');
    type('Radius', '12');
    fireEvent.change(screen.getByLabelText('Shadow'), { target: { value: SHADOW_OPTIONS[3]!.value } });
    type('Background colour', '#f8f9fa');
    expect(sectionHtml(store)).toBe(
      '<section><div class="card p-3" style="padding: 24px; border-width: 2px; border-style: dashed; border-color: #336699; ' +
        'border-radius: 12px; box-shadow: 0 .5rem 1rem rgba(0,0,0,.15); background-color: #f8f9fa;"><h3>Plan</h3><p>Text</p></div></section>',
    );
    expect((screen.getByLabelText('Border style') as HTMLSelectElement).value).toBe('dashed');
  });

  it('undo takes a border width (and the solid style it brought) back in one step', async () => {
    const { store } = await open(HTML, 100);
    type('Border width', '3');
    expect(sectionHtml(store)).toContain('style="border-width: 3px; border-style: solid;"');
    store.undo();
    expect(sectionHtml(store)).toBe(HTML);
  });

  it('a refused value shows beside its field and leaves the box as it was', async () => {
    const { store } = await open();
    type('Margin', '4px; color: red');
    expect(screen.getByRole('alert').textContent).toBe('Invalid style value.');
    expect(sectionHtml(store)).toBe(HTML);
  });
});
