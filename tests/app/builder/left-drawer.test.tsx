// @vitest-environment happy-dom
/**
 * The left drawer (spec §2; CONTRACT drawer items): four named toggles on a rail 40 px wide (195 on
 * hover or focus, showing the names), one panel open at a time at the spec's width.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeftDrawer } from '../../../src/app/builder/LeftDrawer.tsx';
import { renderPanel } from './panel-harness.tsx';

afterEach(cleanup);

const ITEMS = ['Theme Setting', 'Gallery', 'Elements', 'Funnel and sections'];
const item = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const rail = () => screen.getByRole('navigation', { name: 'Builder tools' });

describe('LeftDrawer', () => {
  it('opens Funnel and sections first; each item toggles its own panel, one at a time', async () => {
    await renderPanel(<LeftDrawer panel={(open) => <p>{`${open} panel`}</p>} />);
    expect(ITEMS.map((name) => item(name).getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'false',
      'true',
    ]);
    expect(screen.getByRole('region', { name: 'Funnel and sections' }).textContent).toContain(
      'Funnel and sections panel',
    );

    act(() => item('Gallery').click());
    expect(item('Gallery').getAttribute('aria-pressed')).toBe('true');
    expect(item('Funnel and sections').getAttribute('aria-pressed')).toBe('false');
    const gallery = screen.getByRole('region', { name: 'Gallery' });
    expect(gallery.style.width || getComputedStyle(gallery).width).toBe('350px');
    expect(screen.queryByRole('region', { name: 'Funnel and sections' })).toBeNull();

    act(() => item('Gallery').click());
    expect(screen.queryByRole('region')).toBeNull();
    expect(ITEMS.every((name) => item(name).getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('widens the rail from 40 to 195 px and shows the names while hovered or focused', async () => {
    await renderPanel(<LeftDrawer panel={() => null} />);
    expect(rail().style.width).toBe('40px');
    expect(rail().hasAttribute('data-expanded')).toBe(false);
    fireEvent.mouseEnter(rail());
    expect(rail().style.width).toBe('195px');
    expect(rail().hasAttribute('data-expanded')).toBe(true);
    fireEvent.mouseLeave(rail());
    expect(rail().style.width).toBe('40px');
    act(() => item('Elements').focus());
    expect(rail().style.width).toBe('195px');
  });

  it('widens over the drawer, not into the layout, and narrows once a tool is chosen', async () => {
    await renderPanel(<LeftDrawer panel={() => null} />);
    // The rail's place in the layout stays 40 px wide: the wide rail overlays what follows.
    expect((rail().parentElement as HTMLElement).style.width).toBe('40px');
    fireEvent.mouseEnter(rail());
    expect(rail().style.width).toBe('195px');
    fireEvent.click(item('Theme Setting'));
    expect(rail().style.width).toBe('40px');
    expect(item('Theme Setting').getAttribute('aria-pressed')).toBe('true');
  });

  it('draws the rail with plain buttons whose names show only when the rail is expanded', async () => {
    await renderPanel(<LeftDrawer panel={() => null} />);
    for (const name of ITEMS) {
      expect(item(name).type).toBe('button');
      expect(item(name).className).toBe('pw-rail-item');
      expect(item(name).querySelector('.pw-rail-label')?.textContent).toBe(name);
    }
    // Vitest leaves css imports empty: the stylesheet is read as a file.
    const css = readFileSync(join(process.cwd(), 'src/app/builder/left-drawer.css'), 'utf8');
    expect(css).toMatch(/\.pw-rail-label \{[^}]*opacity: 0;/);
    expect(css).toMatch(/\.pw-rail\[data-expanded\] \.pw-rail-label \{[^}]*opacity: 1;/);
    expect(css).toMatch(/\.pw-rail-item:focus-visible \{[^}]*outline: 2px solid/);
  });
});
