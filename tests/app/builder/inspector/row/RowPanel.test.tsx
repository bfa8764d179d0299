// @vitest-environment happy-dom
/**
 * The Row settings panel on a real store (issue 23 "Layout row"; CONTRACT field `Columns`): each
 * control runs one row command and the section's saved html follows; a column selection opens the
 * row's panel with that column marked; spec §9 bounds the Columns choices.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RowPanel from '../../../../../src/app/builder/inspector/row/RowPanel.tsx';
import { findNode, renderStorePanel, sectionHtml, type select, storeWith } from '../../panel-harness.tsx';

afterEach(cleanup);

const HTML =
  '<section><div class="container"><div class="row g-4">' +
  '<div class="col-md-6"><h2>Left</h2></div><div class="col-md-6"><p>Right</p></div></div></div></section>';

const hasClass = (c: string) => (node: { attrs: readonly (readonly [string, string])[] }) =>
  node.attrs.some(([k, v]) => k === 'class' && v.split(' ').includes(c));

async function open(test: Parameters<typeof select>[1], html = HTML) {
  const store = storeWith(html);
  const node = findNode(store, test);
  const selection = { sectionId: store.getSnapshot().state.doc.sections[0]!.section_id, elementId: node.id };
  const view = await renderStorePanel(RowPanel, store, selection);
  return { store, ...view };
}

describe('Row settings', () => {
  it('Columns 3 adds an empty column and shares the grid 4/4/4, as one command', async () => {
    const { store, run } = await open(hasClass('row'));
    const columns = screen.getByLabelText('Columns') as HTMLSelectElement;
    expect(columns.value).toBe('2');
    expect([...columns.options].map((o) => o.value)).toHaveLength(12);
    fireEvent.change(columns, { target: { value: '3' } });
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![0]).toMatchObject({ kind: 'row.setColumns', count: 3 });
    expect(sectionHtml(store)).toContain(
      '<div class="row g-4"><div class="col-md-4"><h2>Left</h2></div><div class="col-md-4"><p>Right</p></div><div class="col-md-4">',
    );
    expect(screen.getByLabelText('Column 3 width').textContent).toBe('4/12');
  });

  it('wider and narrower resize against the neighbour; remove and add columns', async () => {
    const { store } = await open(hasClass('row'));
    fireEvent.click(screen.getByRole('button', { name: 'Make column 1 wider' }));
    expect(sectionHtml(store)).toContain('<div class="col-md-7"><h2>Left</h2></div><div class="col-md-5">');
    fireEvent.click(screen.getByRole('button', { name: 'Make column 2 narrower' }));
    expect(sectionHtml(store)).toContain('<div class="col-md-8"><h2>Left</h2></div><div class="col-md-4">');
    fireEvent.click(screen.getByRole('button', { name: 'Remove column 2' }));
    expect(sectionHtml(store)).toContain(
      '<div class="row g-4"><div class="col-md-12"><h2>Left</h2></div></div>',
    );
    expect((screen.getByRole('button', { name: 'Remove column 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    expect(sectionHtml(store)).toContain('<div class="col-md-6"><h2>Left</h2></div><div class="col-md-6">');
  });

  it('gap, vertical and horizontal alignment and stacking write Bootstrap classes', async () => {
    const { store } = await open(hasClass('row'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Gap' })).getByRole('button', { name: '0' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Vertical alignment' })).getByRole('button', {
        name: 'Middle',
      }),
    );
    fireEvent.change(screen.getByLabelText('Horizontal alignment'), { target: { value: 'between' } });
    expect(sectionHtml(store)).toContain('<div class="row g-0 align-items-center justify-content-between">');
    fireEvent.click(screen.getByLabelText('Stack on phones (under 768 px)'));
    expect(sectionHtml(store)).toContain(
      '<div class="col-6"><h2>Left</h2></div><div class="col-6"><p>Right</p></div>',
    );
  });

  it('a selected column opens its row, marked as the selected one', async () => {
    const { store } = await open((node) => hasClass('col-md-6')(node));
    const list = screen.getByRole('list', { name: 'Column widths' });
    const current = within(list)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'true');
    expect(current?.textContent).toContain('Column 1 (selected)');
    fireEvent.change(screen.getByLabelText('Columns'), { target: { value: '4' } });
    expect(sectionHtml(store)).toContain('<div class="col-md-3"><h2>Left</h2></div>');
  });

  it('spec §9: a row inside a half-width column offers at most 6 columns', async () => {
    await open(
      hasClass('inner'),
      '<section><div class="row"><div class="col-md-6"><div class="row inner"><div class="col-md-12">x</div></div></div><div class="col-md-6">y</div></div></section>',
    );
    expect((screen.getByLabelText('Columns') as HTMLSelectElement).options).toHaveLength(6);
  });
});
