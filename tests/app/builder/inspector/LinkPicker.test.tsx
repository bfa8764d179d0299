// @vitest-environment happy-dom
/**
 * The one link picker, in the app document: each option produces its href (an external address,
 * `{slug}.html` for a page of the project, `#anchor` for a section of this page), with the target;
 * a bad address shows a message and applies nothing; Escape and Cancel answer null.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createLinkPicker,
  LinkPickerHost,
} from '../../../../src/app/builder/inspector/link-picker/LinkPickerHost.tsx';
import { ADDRESS_MESSAGE } from '../../../../src/app/builder/inspector/link-picker/link-target.ts';
import type { LinkValue } from '../../../../src/app/builder/inspector/types.ts';
import { renderSection } from '../../../../src/projections/section-html.ts';
import { docOf, renderPanel, storeWith } from '../panel-harness.tsx';

afterEach(cleanup);

const page = (slug: string, name: string) => ({
  _id: `id-${slug}`,
  page_id: `id-${slug}`,
  page_name: name,
  page_slug: slug,
  image: '',
  page_group_type: null,
  revision: 1,
  updated_at: '2026-01-01T00:00:00Z',
});

const handlers = {
  'GET /api/project/detail_project/pr1': () => ({
    body: {
      code: 200,
      message: 'OK',
      project: {
        _id: 'pr1',
        project_name: 'Site',
        page_list: [page('home', 'Home'), page('about', 'About us')],
      },
    },
  }),
};

async function openPicker(current: LinkValue = { href: '#', openInNewTab: false }) {
  const store = storeWith('<section id="pricing"><h2>Plans</h2></section>', [
    '<section><p>No anchor</p></section>',
  ]);
  const picker = createLinkPicker();
  await renderPanel(
    <LinkPickerHost
      picker={picker}
      projectId="pr1"
      doc={docOf(store)}
      run={(command) => store.run(command)}
    />,
    handlers,
  );
  let answer: LinkValue | null | undefined;
  const settled = picker.pick(current).then((value) => {
    answer = value;
  });
  const dialog = await screen.findByRole('dialog', { name: 'Choose a link' });
  return { dialog, settled, answer: () => answer, picker, store };
}

const apply = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));

describe('link picker', () => {
  it('an external address, opened in a new tab; Enter (the form submit) applies', async () => {
    const { dialog, settled, answer } = await openPicker();
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'https://example.com' } });
    fireEvent.click(within(dialog).getByLabelText('Open in new tab'));
    await act(async () => fireEvent.submit(within(dialog).getByLabelText('Address').closest('form')!));
    await settled;
    expect(answer()).toEqual({ href: 'https://example.com', openInNewTab: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a bad address shows a message and applies nothing', async () => {
    const { dialog, answer } = await openPicker();
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'javascript:alert(1)' } });
    await apply(dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe(ADDRESS_MESSAGE);
    expect(answer()).toBeUndefined();
    expect(screen.getByRole('dialog', { name: 'Choose a link' })).toBeTruthy();
  });

  it('a page of the project links as {slug}.html', async () => {
    const { dialog, settled, answer } = await openPicker();
    fireEvent.click(within(dialog).getByLabelText('Page of this site'));
    const select = within(dialog).getByLabelText('Page');
    await within(dialog).findByRole('option', { name: 'About us' });
    fireEvent.change(select, { target: { value: 'about' } });
    await apply(dialog);
    await settled;
    expect(answer()).toEqual({ href: 'about.html', openInNewTab: false });
  });

  it('a section of this page links by its anchor', async () => {
    const { dialog, settled, answer } = await openPicker();
    fireEvent.click(within(dialog).getByLabelText('Section of this page'));
    fireEvent.change(within(dialog).getByLabelText('Section'), { target: { value: 'pricing' } });
    await apply(dialog);
    await settled;
    expect(answer()).toEqual({ href: '#pricing', openInNewTab: false });
  });

  it('a section without an anchor gets one from its title when the link is applied (an undo entry of its own)', async () => {
    const { dialog, settled, answer, store } = await openPicker();
    fireEvent.click(within(dialog).getByLabelText('Section of this page'));
    const option = within(dialog).getByRole('option', {
      name: 'Section 2 (adds #section-2)',
    }) as HTMLOptionElement;
    expect(option.disabled).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Section'), { target: { value: option.value } });
    const entries = store.getSnapshot().state.history.undo.length;
    await apply(dialog);
    await settled;
    expect(answer()).toEqual({ href: '#section-2', openInNewTab: false });
    expect(renderSection(docOf(store).sections[1]!, 'clean')).toContain(
      '<section id="section-2"><p>No anchor</p>',
    );
    expect(store.getSnapshot().state.history.undo.length).toBe(entries + 1);
  });

  it('opens on the option the current link is, keeping its event id', async () => {
    const { dialog, settled, answer } = await openPicker({
      href: 'about.html',
      openInNewTab: true,
      eventId: 'e1',
    });
    await waitFor(() =>
      expect((within(screen.getByRole('dialog')).getByLabelText('Page') as HTMLSelectElement).value).toBe(
        'about',
      ),
    );
    expect(
      (within(screen.getByRole('dialog')).getByLabelText('Open in new tab') as HTMLInputElement).checked,
    ).toBe(true);
    await apply(screen.getByRole('dialog'));
    await settled;
    expect(answer()).toEqual({ href: 'about.html', openInNewTab: true, eventId: 'e1' });
    expect(dialog).toBeTruthy();
  });

  it('Escape cancels with null', async () => {
    const { dialog, settled, answer } = await openPicker();
    await act(async () => fireEvent.keyDown(within(dialog).getByLabelText('Address'), { key: 'Escape' }));
    await settled;
    expect(answer()).toBeNull();
  });

  it('Cancel answers null', async () => {
    const { dialog, settled, answer } = await openPicker();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    await settled;
    expect(answer()).toBeNull();
  });
});
