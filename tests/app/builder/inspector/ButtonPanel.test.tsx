// @vitest-environment happy-dom
/** The Button panel on a real store: label, link (typed and picked), style, size, colours, radius, width. */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ButtonPanel from '../../../../src/app/builder/inspector/ButtonPanel.tsx';
import type { LinkValue } from '../../../../src/app/builder/inspector/types.ts';
import { renderStorePanel, sectionHtml, select, storeWith } from '../panel-harness.tsx';

afterEach(cleanup);

async function renderButton(html: string, pickLink?: (current: LinkValue) => Promise<LinkValue | null>) {
  const store = storeWith(html);
  const selection = select(store, html.startsWith('<button') ? 'button' : 'a');
  await renderStorePanel(ButtonPanel, store, selection, { kind: 'button', ...(pickLink && { pickLink }) });
  return store;
}

const change = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('ButtonPanel', () => {
  it('renames the button and changes its style to outlined, keeping its colour', async () => {
    const store = await renderButton('<a class="btn btn-primary btn-lg" href="#">Get started</a>');
    expect((screen.getByLabelText('Label') as HTMLInputElement).value).toBe('Get started');
    change('Label', 'Book now');
    fireEvent.click(screen.getByRole('button', { name: 'Outlined' }));
    expect(sectionHtml(store)).toBe('<a class="btn btn-lg btn-outline-primary" href="#">Book now</a>');
    expect(screen.getByRole('button', { name: 'Outlined' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('size, full width, colours and radius', async () => {
    const store = await renderButton('<a class="btn btn-primary" href="#">Go</a>');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'Large' }),
    );
    fireEvent.click(screen.getByLabelText('Full width'));
    change('Background colour', '#ff0000');
    change('Text colour', '#ffffff');
    change('Border colour', '#000000');
    change('Corner radius', '12');
    expect(sectionHtml(store)).toBe(
      '<a class="btn btn-primary btn-lg w-100" href="#" style="background-color: #ff0000; color: #ffffff; border-color: #000000; border-radius: 12px;">Go</a>',
    );
  });

  it('a typed link is checked: a bad one shows a message and changes nothing', async () => {
    const store = await renderButton('<a class="btn btn-primary" href="#">Go</a>');
    change('Link', 'javascript:alert(1)');
    expect(screen.getByRole('alert').textContent).toMatch(/http:\/\/, https:\/\/, mailto: or tel:/);
    expect(sectionHtml(store)).toBe('<a class="btn btn-primary" href="#">Go</a>');
    change('Link', 'https://example.com');
    fireEvent.click(screen.getByLabelText('Open in new tab'));
    expect(sectionHtml(store)).toBe(
      '<a class="btn btn-primary" href="https://example.com" target="_blank" rel="noopener noreferrer">Go</a>',
    );
  });

  it('links to another page through the link picker', async () => {
    const pickLink = vi.fn(async () => ({ href: 'about.html', openInNewTab: false }));
    const store = await renderButton('<a class="btn btn-primary" href="#">Go</a>', pickLink);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose link…' })));
    expect(pickLink).toHaveBeenCalledWith({ href: '#', openInNewTab: false, eventId: '' });
    expect(sectionHtml(store)).toBe('<a class="btn btn-primary" href="about.html">Go</a>');
  });

  it('a <button> has no link fields', async () => {
    await renderButton('<button class="btn btn-primary">Send</button>');
    expect(screen.queryByLabelText('Link')).toBeNull();
  });
});
