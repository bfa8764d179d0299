// @vitest-environment happy-dom
/**
 * The List settings panel on a real editor store, with the lists the shipped sections use
 * (issue 20 §2 List): add an item (a copy of the last, markup kept), Move up reorders (and keeps
 * the focus on the moved item's button), Remove, each item's words (the icon bullet survives), the
 * list's marker, and an icon bullet swapped on every item through the picker.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ListPanel from '../../../../../src/app/builder/inspector/list/ListPanel.tsx';
import {
  byTag,
  editorStoreWith,
  renderStorePanel,
  section,
  sectionHtml,
  select,
} from '../../panel-harness.tsx';

afterEach(cleanup);

const PLAIN =
  '<div class="col-12"><ul><li>First point</li><li>Second point</li><li>Third point</li></ul></div>';
const BADGES =
  '<div class="col-lg-6"><ul class="pws-badges"><li><i class="fa-solid fa-circle-check" aria-hidden="true"></i>14-day free trial</li><li><i class="fa-solid fa-circle-check" aria-hidden="true"></i>No card needed</li></ul></div>';

async function setup(html: string) {
  const store = editorStoreWith([section(html)], 11, 100);
  const view = await renderStorePanel(ListPanel, store, select(store, byTag('ul')));
  return { store, ...view };
}

const item = (n: number) => screen.getByRole('group', { name: `Item ${n}` });

describe('ListPanel', () => {
  it('adds an item as a copy of the last one', async () => {
    const { store } = await setup(BADGES);
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(sectionHtml(store)).toBe(
      '<div class="col-lg-6"><ul class="pws-badges"><li><i class="fa-solid fa-circle-check" aria-hidden="true"></i>14-day free trial</li><li><i class="fa-solid fa-circle-check" aria-hidden="true"></i>No card needed</li><li><i class="fa-solid fa-circle-check" aria-hidden="true"></i>No card needed</li></ul></div>',
    );
    expect(screen.getByRole('group', { name: 'Item 3' })).toBeTruthy();
  });

  it('Move up reorders the items and keeps the focus on the moved item', async () => {
    const { store } = await setup(PLAIN);
    expect((within(item(1)).getByRole('button', { name: 'Move up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const moveUp = within(item(3)).getByRole('button', { name: 'Move up' });
    moveUp.focus();
    fireEvent.click(moveUp);
    expect(sectionHtml(store)).toBe(
      '<div class="col-12"><ul><li>First point</li><li>Third point</li><li>Second point</li></ul></div>',
    );
    expect((within(item(2)).getByLabelText('Item 2 text') as HTMLInputElement).value).toBe('Third point');
    expect(document.activeElement).toBe(within(item(2)).getByRole('button', { name: 'Move up' }));

    fireEvent.click(within(item(1)).getByRole('button', { name: 'Move down' }));
    expect(sectionHtml(store)).toBe(
      '<div class="col-12"><ul><li>Third point</li><li>First point</li><li>Second point</li></ul></div>',
    );
  });

  it('removes an item', async () => {
    const { store } = await setup(PLAIN);
    fireEvent.click(within(item(2)).getByRole('button', { name: 'Remove' }));
    expect(sectionHtml(store)).toBe(
      '<div class="col-12"><ul><li>First point</li><li>Third point</li></ul></div>',
    );
  });

  it('edits an item’s words; typing is one undo entry; an icon bullet is kept', async () => {
    const { store } = await setup(BADGES);
    const field = screen.getByLabelText('Item 1 text');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '30-day' } });
    fireEvent.change(field, { target: { value: '30-day trial' } });
    expect(sectionHtml(store)).toContain(
      '<li><i class="fa-solid fa-circle-check" aria-hidden="true"></i>30-day trial</li><li>',
    );
    act(() => {
      store.undo();
    });
    expect(sectionHtml(store)).toBe(BADGES);
  });

  it('sets the list’s marker', async () => {
    const { store } = await setup(PLAIN);
    fireEvent.change(screen.getByLabelText('Bullet'), { target: { value: 'square' } });
    expect(sectionHtml(store)).toContain('<ul style="list-style-type: square;">');
    fireEvent.change(screen.getByLabelText('Bullet'), { target: { value: '' } });
    expect(sectionHtml(store)).toBe(PLAIN);
  });

  it('swaps an icon bullet on every item through the icon picker, one undo entry for all of them', async () => {
    const { store } = await setup(BADGES);
    expect(screen.queryByLabelText('Bullet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change bullet icon' }));
    fireEvent.change(await screen.findByLabelText('Search icons', {}, { timeout: 5000 }), {
      target: { value: 'star' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'star' }));
    expect(sectionHtml(store)).toBe(BADGES.replaceAll('fa-solid fa-circle-check', 'fa-solid fa-star'));
    expect(screen.getByText('Bullet icon: star (solid)')).toBeTruthy();
    act(() => {
      store.undo();
    });
    expect(sectionHtml(store)).toBe(BADGES);
  });
});
