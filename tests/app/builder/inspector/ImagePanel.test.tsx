// @vitest-environment happy-dom
/** The Image panel on a real store: replace, alt, size (refusing bad sizes), shape, object-fit, link. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ImagePanel from '../../../../src/app/builder/inspector/ImagePanel.tsx';
import type { LinkValue } from '../../../../src/app/builder/inspector/types.ts';
import { renderStorePanel, sectionHtml, select, storeWith } from '../panel-harness.tsx';

afterEach(cleanup);

async function renderImage(
  html: string,
  picks: {
    pickImage?: () => Promise<string | null>;
    pickLink?: (c: LinkValue) => Promise<LinkValue | null>;
  } = {},
) {
  const store = storeWith(html);
  await renderStorePanel(ImagePanel, store, select(store, 'img'), { kind: 'image', ...picks });
  return store;
}

const change = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
};

describe('ImagePanel', () => {
  it('sets alt, width, circle shape and object-fit', async () => {
    const store = await renderImage('<img src="a.png" alt="A">');
    change('Alt text', 'Our team');
    change('Width', '240');
    fireEvent.click(screen.getByRole('button', { name: 'Circle' }));
    fireEvent.change(screen.getByLabelText('Object fit'), { target: { value: 'cover' } });
    expect(sectionHtml(store)).toBe(
      '<img src="a.png" alt="Our team" width="240" class="rounded-circle" style="object-fit: cover;">',
    );
  });

  it('a bad height shows a message and changes nothing', async () => {
    const store = await renderImage('<img src="a.png" alt="A">');
    change('Height', 'tall');
    expect(screen.getByRole('alert').textContent).toBe('Enter a size in pixels, such as 300.');
    expect(sectionHtml(store)).toBe('<img src="a.png" alt="A">');
  });

  it('replaces the picture from the gallery', async () => {
    const pickImage = vi.fn(async () => 'http://sites.test/media/new.webp');
    const store = await renderImage('<img src="a.png" alt="A">', { pickImage });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Replace image' })));
    expect(sectionHtml(store)).toBe('<img src="http://sites.test/media/new.webp" alt="A">');
  });

  it('links the image through the picker', async () => {
    const pickLink = vi.fn(async () => ({ href: 'shop.html', openInNewTab: true }));
    const store = await renderImage('<img src="a.png" alt="A">', { pickLink });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add link…' })));
    expect(sectionHtml(store)).toBe(
      '<a href="shop.html" target="_blank" rel="noopener noreferrer"><img src="a.png" alt="A"></a>',
    );
    expect(screen.getByText('shop.html')).toBeTruthy();
  });
});
