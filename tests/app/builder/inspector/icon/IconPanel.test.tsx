// @vitest-environment happy-dom
/**
 * The Icon settings panel on a real editor store (issue 20 §2 Icon): searching "rocket" and
 * picking it puts fa-rocket on the icon (one undo entry, back to the star on undo); arrow keys move
 * through the grid; size and colour become inline styles; a bad size is refused beside its field.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import IconPanel from '../../../../../src/app/builder/inspector/icon/IconPanel.tsx';
import {
  byTag,
  editorStoreWith,
  renderStorePanel,
  section,
  sectionHtml,
  select,
} from '../../panel-harness.tsx';

afterEach(cleanup);

const FEATURE =
  '<div class="pws-feature"><span class="pws-icon"><i class="fa-solid fa-star fa-2x" aria-hidden="true"></i></span><h3>Fast</h3></div>';

async function setup() {
  const store = editorStoreWith([section(FEATURE)], 7, 100);
  const view = await renderStorePanel(IconPanel, store, select(store, byTag('i')));
  await screen.findByRole('button', { name: 'star', pressed: true }, { timeout: 5000 });
  return { store, ...view };
}

describe('IconPanel', () => {
  it('searching "rocket" and picking it swaps the icon classes', async () => {
    const { store, run } = await setup();
    fireEvent.change(screen.getByLabelText('Search icons'), { target: { value: 'rocket' } });
    const grid = screen.getByRole('group', { name: 'Icons' });
    const first = within(grid).getAllByRole('button')[0]!;
    expect(first.getAttribute('aria-label')).toBe('rocket');
    fireEvent.click(within(grid).getByRole('button', { name: 'rocket' }));

    expect(run).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'element.setClasses', add: ['fa-rocket'], remove: ['fa-star'] }),
    );
    expect(sectionHtml(store)).toContain('<i class="fa-solid fa-2x fa-rocket" aria-hidden="true"></i>');
    await screen.findByRole('button', { name: 'rocket', pressed: true });
    expect(screen.getByText('rocket (solid)')).toBeTruthy();

    act(() => {
      store.undo();
    });
    expect(sectionHtml(store)).toContain('<i class="fa-solid fa-star fa-2x" aria-hidden="true"></i>');
  });

  it('picks a brand icon with its style', async () => {
    const { store } = await setup();
    fireEvent.change(screen.getByLabelText('Search icons'), { target: { value: 'github' } });
    fireEvent.click(screen.getByRole('button', { name: 'github' }));
    expect(sectionHtml(store)).toContain('<i class="fa-2x fa-brands fa-github" aria-hidden="true"></i>');
  });

  it('moves focus through the grid with the arrow keys, one tab stop', async () => {
    await setup();
    fireEvent.change(screen.getByLabelText('Search icons'), { target: { value: 'arrow' } });
    const grid = screen.getByRole('group', { name: 'Icons' });
    const tiles = within(grid).getAllByRole('button');
    expect(tiles.filter((tile) => tile.tabIndex === 0)).toHaveLength(1);
    tiles[0]!.focus();
    fireEvent.keyDown(tiles[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tiles[1]);
    fireEvent.keyDown(tiles[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tiles[7]);
    fireEvent.keyDown(tiles[7]!, { key: 'Home' });
    expect(document.activeElement).toBe(tiles[0]);
  });

  it('filters by category', async () => {
    await setup();
    const select = screen.getByLabelText('Category') as HTMLSelectElement;
    const transportation = [...select.options].find((option) => option.text === 'Transportation')!;
    fireEvent.change(select, { target: { value: transportation.value } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'rocket' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'github' })).toBeNull();
  });

  it('sets the size (a bare number is px) and the colour as inline styles', async () => {
    const { store } = await setup();
    fireEvent.change(screen.getByLabelText('Icon size'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Icon colour'), { target: { value: '#ff0000' } });
    expect(sectionHtml(store)).toContain('style="font-size: 40px; color: #ff0000;"');
  });

  it('refuses a size that is not a length beside the field, leaving the document unchanged', async () => {
    const { store } = await setup();
    const before = sectionHtml(store);
    fireEvent.change(screen.getByLabelText('Icon size'), { target: { value: 'big' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter a size such as 24px.');
    expect(sectionHtml(store)).toBe(before);
  });
});
