// @vitest-environment happy-dom
/**
 * The Header settings dialog on a real editor store holding the shipped classic navbar (issue 20
 * §2 "Header dialog"; CONTRACT name `Header settings`): opened from the Navigation panel, each
 * control changes the saved section at once, a refused value shows its message beside its field,
 * and the dialog's keys stay its own.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditorStore } from '../../../../../src/app/builder/editor-store.ts';
import NavPanel from '../../../../../src/app/builder/inspector/nav/NavPanel.tsx';
import { renderSection } from '../../../../../src/projections/section-html.ts';
import {
  byTag,
  docOf,
  editorStoreWith,
  renderStorePanel,
  section,
  sectionHtml,
  select,
} from '../../panel-harness.tsx';
import { CLASSIC } from '../nav/navbars.ts';

afterEach(cleanup);

const wrapper = (store: EditorStore) => {
  const html = renderSection(docOf(store).sections[0]!, 'clean');
  return html.slice(0, html.indexOf('>') + 1);
};

async function openDialog(html = CLASSIC) {
  const store = editorStoreWith([section(html, 'navbar')], 5);
  const view = await renderStorePanel(NavPanel, store, select(store, byTag('ul')));
  const opener = screen.getByRole('button', { name: 'Header settings…' });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  const dialog = await screen.findByRole('dialog', { name: 'Header settings' });
  return { store, dialog, opener, ...view };
}

describe('HeaderDialog', () => {
  it('opens from the Navigation panel; sticking and the background change the saved section', async () => {
    const { store, dialog, run } = await openDialog();

    fireEvent.click(within(dialog).getByLabelText('Stick to the top while scrolling'));
    expect(run).toHaveBeenCalledTimes(1);
    expect(wrapper(store)).toContain(
      'style="position: sticky; top: 0; z-index: 1020; background-color: var(--pw-primary-color);"',
    );
    expect(
      (within(dialog).getByLabelText('Stick to the top while scrolling') as HTMLInputElement).checked,
    ).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('Background colour'), { target: { value: '#112233' } });
    expect(sectionHtml(store)).toContain(
      '<nav class="navbar navbar-expand-lg" aria-label="Main" style="background-color: #112233;">',
    );

    fireEvent.click(within(dialog).getByLabelText('Stick to the top while scrolling'));
    expect(wrapper(store)).not.toContain('style=');
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('sets the shadow and the content width', async () => {
    const { store, dialog } = await openDialog();
    const shadow = within(dialog).getByRole('group', { name: 'Shadow' });
    fireEvent.click(within(shadow).getByRole('button', { name: 'Soft' }));
    expect(sectionHtml(store)).toContain('<nav class="navbar navbar-expand-lg shadow-sm" aria-label="Main">');
    expect(within(shadow).getByRole('button', { name: 'Soft' }).getAttribute('aria-pressed')).toBe('true');

    const width = within(dialog).getByRole('group', { name: 'Content width' });
    fireEvent.click(within(width).getByRole('button', { name: 'Full width' }));
    expect(sectionHtml(store)).toContain('<div class="container-fluid">');
  });

  it('shows a refused background beside its field and leaves the page as it was', async () => {
    const { store, dialog } = await openDialog();
    const before = sectionHtml(store);
    fireEvent.change(within(dialog).getByLabelText('Background colour'), {
      target: { value: 'red; color: blue' },
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid style value.');
    expect(sectionHtml(store)).toBe(before);
  });

  it('closes with its Close button and with Escape, keeping its keys from the builder', async () => {
    const { opener } = await openDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await act(async () => fireEvent.click(opener));
    const dialog = await screen.findByRole('dialog', { name: 'Header settings' });
    const builderKeys = vi.fn();
    window.addEventListener('keydown', builderKeys);
    try {
      const toggle = within(dialog).getByLabelText('Stick to the top while scrolling');
      fireEvent.keyDown(toggle, { key: 'Delete' });
      await act(async () => fireEvent.keyDown(toggle, { key: 'Escape' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(builderKeys).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('keydown', builderKeys);
    }
  });

  it('is not offered for a menu outside a page header', async () => {
    const store = editorStoreWith(
      [
        section(
          '<footer><ul class="nav"><li class="nav-item"><a class="nav-link" href="#">Home</a></li></ul></footer>',
        ),
      ],
      5,
    );
    await renderStorePanel(NavPanel, store, select(store, byTag('ul')));
    expect(screen.queryByRole('button', { name: 'Header settings…' })).toBeNull();
  });
});
