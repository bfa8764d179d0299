// @vitest-environment happy-dom
/**
 * The panels a first click most often opens (a heading's, a button's, an image's, a section's) load
 * once the pointer is on the canvas (src/app/builder/inspector/panel-registry.ts), so the first panel
 * shows without waiting for its code; the others still load on first use. One component per panel:
 * what is preloaded is what the inspector renders.
 *
 * vitest: own process — it checks which panels' code has loaded, so no earlier file may have loaded one.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  panelComponent,
  panelFor,
  preloadLikelyPanels,
} from '../../../../src/app/builder/inspector/panel-registry.ts';

const loaded = (kind: Parameters<typeof panelFor>[0]) => panelComponent(panelFor(kind)!)[0].loaded();

describe('preloadLikelyPanels', () => {
  it('loads the heading, button, image and section panels, and no other', async () => {
    expect(loaded('heading')).toBe(false);
    preloadLikelyPanels();
    await vi.waitFor(
      () => {
        for (const kind of ['heading', 'text', 'button', 'image', 'section'] as const)
          expect(loaded(kind), kind).toBe(true);
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(loaded('list')).toBe(false);
    expect(loaded('form')).toBe(false);
  });

  it('gives every caller the same component for a panel', () => {
    expect(panelComponent(panelFor('heading')!)).toBe(panelComponent(panelFor('text')!));
    expect(panelComponent(panelFor('button')!)).not.toBe(panelComponent(panelFor('heading')!));
  });
});
