// @vitest-environment happy-dom
/**
 * The Navigation settings panel on a real editor store holding the shipped navbars (issue 20 §2
 * Nav list): add a menu item, rename one, link one through the link picker, reorder, the logo from
 * the gallery at 60 px (spec §9) on both brands of the centred navbar, the menu colours, and the
 * mobile menu's breakpoint.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NavPanel from '../../../../../src/app/builder/inspector/nav/NavPanel.tsx';
import {
  byTag,
  editorStoreWith,
  renderStorePanel,
  type StorePanelOptions,
  section,
  sectionHtml,
  select,
} from '../../panel-harness.tsx';
import { CENTERED, CLASSIC } from './navbars.ts';

afterEach(cleanup);

async function setup(html: string, options: StorePanelOptions = {}) {
  const store = editorStoreWith([section(html, 'navbar')], 5, 100);
  const view = await renderStorePanel(NavPanel, store, select(store, byTag('ul', 'navbar-nav')), options);
  return { store, ...view };
}

const menuItem = (n: number) => screen.getByRole('group', { name: `Menu item ${n}` });
const navLinks = (html: string) =>
  [...html.matchAll(/<a class="nav-link[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);

describe('NavPanel', () => {
  it('adds a menu item (a copy of the last) and renames it', async () => {
    const { store } = await setup(CLASSIC);
    fireEvent.click(screen.getByRole('button', { name: 'Add menu item' }));
    expect(navLinks(sectionHtml(store))).toEqual(['Home', 'About', 'Services', 'Contact', 'Contact']);
    expect(sectionHtml(store)).toContain(
      '<li class="nav-item"><a class="nav-link" href="contact.html">Contact</a></li><li class="nav-item"><a class="nav-link" href="contact.html">Contact</a></li>',
    );
    fireEvent.change(within(menuItem(5)).getByLabelText('Menu item 5 label'), { target: { value: 'Blog' } });
    expect(navLinks(sectionHtml(store))).toEqual(['Home', 'About', 'Services', 'Contact', 'Blog']);
  });

  it('links an item through the one link picker', async () => {
    const { store, pickLink } = await setup(CLASSIC, {
      pickLink: async () => ({ href: 'https://example.com/blog', openInNewTab: true }),
    });
    fireEvent.click(within(menuItem(2)).getByRole('button', { name: 'Choose link' }));
    expect(pickLink).toHaveBeenCalledWith({ href: 'about.html', openInNewTab: false });
    await waitFor(() =>
      expect(sectionHtml(store)).toContain(
        '<a class="nav-link" href="https://example.com/blog" target="_blank" rel="noopener noreferrer">About</a>',
      ),
    );
    expect(within(menuItem(2)).getByText(/Links to: https:\/\/example.com\/blog/)).toBeTruthy();
  });

  it('a cancelled link picker changes nothing', async () => {
    const { store } = await setup(CLASSIC);
    const before = sectionHtml(store);
    fireEvent.click(within(menuItem(1)).getByRole('button', { name: 'Choose link' }));
    await Promise.resolve();
    expect(sectionHtml(store)).toBe(before);
  });

  it('reorders and removes menu items', async () => {
    const { store } = await setup(CLASSIC);
    fireEvent.click(within(menuItem(2)).getByRole('button', { name: 'Move up' }));
    expect(navLinks(sectionHtml(store))).toEqual(['About', 'Home', 'Services', 'Contact']);
    fireEvent.click(within(menuItem(4)).getByRole('button', { name: 'Remove' }));
    expect(navLinks(sectionHtml(store))).toEqual(['About', 'Home', 'Services']);
  });

  it('puts a gallery image as the logo on both brands, 60 px high, then replaces it', async () => {
    let next = 'https://cdn.test/logo.png';
    const { store, pickImage } = await setup(CENTERED, { pickImage: async () => next });
    fireEvent.click(screen.getByRole('button', { name: 'Add logo image' }));
    expect(pickImage).toHaveBeenCalled();
    const logo =
      '<a class="navbar-brand pws-brand" href="index.html"><img src="https://cdn.test/logo.png" alt="Maison Lumière logo" class="pws-brand-logo" style="height: 60px; width: auto;"><span class="pws-brand-name">Maison Lumière</span></a>';
    await waitFor(() => expect(sectionHtml(store).split(logo)).toHaveLength(3));
    expect(sectionHtml(store)).not.toContain('pws-brand-mark');

    next = 'https://cdn.test/logo-2.png';
    fireEvent.click(await screen.findByRole('button', { name: 'Replace logo' }));
    await waitFor(() =>
      expect(sectionHtml(store).split('src="https://cdn.test/logo-2.png"')).toHaveLength(3),
    );
    expect(sectionHtml(store)).toContain('style="height: 60px; width: auto;"');
  });

  it('sets the theme’s menu colours', async () => {
    const { store } = await setup(CLASSIC);
    fireEvent.change(screen.getByLabelText('Menu colour'), { target: { value: '#123456' } });
    fireEvent.change(screen.getByLabelText('Menu hover colour'), { target: { value: '#abcdef' } });
    const { root } = store.getSnapshot().state.doc;
    expect([root.menu_color, root.menu_hover_color]).toEqual(['#123456', '#abcdef']);
  });

  it('sets where the menu folds into the mobile menu button', async () => {
    const { store } = await setup(CLASSIC);
    const select = screen.getByLabelText('Mobile menu') as HTMLSelectElement;
    expect(select.value).toBe('lg');
    fireEvent.change(select, { target: { value: 'md' } });
    expect(sectionHtml(store)).toContain('<nav class="navbar navbar-expand-md" aria-label="Main">');
    fireEvent.change(screen.getByLabelText('Mobile menu'), { target: { value: 'always' } });
    expect(sectionHtml(store)).toContain('<nav class="navbar" aria-label="Main">');
  });
});
