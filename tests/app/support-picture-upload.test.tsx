// @vitest-environment happy-dom
/**
 * "Upload a picture" in the new support ticket dialog, on a fake server and a fake XMLHttpRequest:
 * the bytes go to the gallery upload call with the session token, a labelled progress bar follows
 * them, the stored picture is chosen and previewed at once, the gallery list is fetched again, and the
 * ticket is sent with its id. A refusal (wrong type, too large) shows the server's reason beside the
 * field and leaves no picture chosen; Cancel upload stops the request.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryFile } from '../../src/api/gallery.ts';
import type { Attachment, Ticket, TicketReply } from '../../src/api/support.ts';
import { toaster } from '../../src/app/shell/toaster.tsx';
import { stubXhr } from '../support/fake-xhr.ts';
import { fail, ok, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
  vi.unstubAllGlobals();
});

const T1 = '66666666-6666-4666-8666-666666666666';
const NOW = new Date().toISOString();

const ticket: Ticket = {
  _id: T1,
  subject: 'Checkout spins',
  status: 'open',
  customer: { _id: 'c1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
  replies_count: 1,
  last_reply_at: NOW,
  closed_at: null,
  created_at: NOW,
};

const picture = (id: string, name: string): GalleryFile => ({
  _id: id,
  url: `http://sites.test/media/c1/${id}.png`,
  name,
  size: 2000,
  mime: 'image/png',
  kind: 'image',
  width: 10,
  height: 10,
  created_at: NOW,
});

const gallery = (images: GalleryFile[]) =>
  ok({
    gallery: { images, videos: [], total_asserts_file_count: images.length, total_asserts_file_size: 0 },
  });

async function openDialog() {
  fireEvent.click((await screen.findAllByRole('button', { name: 'New ticket' }))[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'New support ticket' });
  fireEvent.change(within(dialog).getByLabelText(/^Subject/), { target: { value: 'Checkout spins' } });
  fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'See the picture.' } });
  return dialog;
}

function choose(dialog: HTMLElement, file: File) {
  const input = within(dialog).getByLabelText('Picture file to upload') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('new ticket: upload a picture', () => {
  it('uploads with a progress bar, chooses and previews the picture, refreshes the gallery, sends its id', async () => {
    const made = stubXhr();
    const stored = picture('99999999-9999-4999-8999-999999999999', 'checkout.png');
    let images: GalleryFile[] = [];
    let galleryReads = 0;
    let attachment: Attachment | null = null;
    const { calls } = await renderApp('/support-tickets', {
      'GET /api/support_ticket/list_ticket': () => ok({ tickets: [], total: 0, page: 1, limit: 20 }),
      'GET /api/customer/get_user_gallery': () => {
        galleryReads += 1;
        return gallery(images);
      },
      'POST /api/support_ticket/add_ticket': (body) => {
        const id = (body as { attachment_id?: string }).attachment_id;
        if (id === stored._id)
          attachment = {
            _id: id,
            kind: 'file',
            url: stored.url,
            name: stored.name,
            mime: stored.mime,
            size: 2000,
          };
        return ok({ ticket });
      },
      [`GET /api/support_ticket/detail_ticket/${T1}`]: () => {
        const first: TicketReply = {
          _id: crypto.randomUUID(),
          message: 'See the picture.',
          is_staff: false,
          author_name: 'Ada Lovelace',
          attachment,
          created_at: NOW,
        };
        return ok({ ticket, replies: [first] });
      },
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/^Upload a screenshot/)).toBeTruthy();
    expect(galleryReads).toBe(1);

    choose(dialog, new File([new Uint8Array(2000)], 'checkout.png', { type: 'image/png' }));
    const xhr = made[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/customer/upload_picture_to_user_gallery');
    expect(xhr.headers['x-sh-auth']).toBe('builder-token');
    expect((xhr.body!.get('upload_file') as File).name).toBe('checkout.png');

    act(() => xhr.progress(500, 2000));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading checkout.png' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    expect(within(dialog).getByText('25%')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Uploading/ })).toHaveProperty('disabled', true);

    images = [stored];
    await act(async () => xhr.answer(200, { code: 200, message: 'Picture uploaded', file: stored }));
    const preview = await within(dialog).findByRole('img', { name: 'Chosen picture: checkout.png' });
    expect(preview.getAttribute('src')).toBe(stored.url);
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    const select = within(dialog).getByLabelText(/^Picture \(optional\)/) as HTMLSelectElement;
    expect(select.value).toBe(stored._id);
    expect(galleryReads).toBe(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    const message = await screen.findByRole('article', { name: 'Message from Ada Lovelace' });
    expect(within(message).getByRole('img', { name: 'Attachment: checkout.png' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/support_ticket/add_ticket')?.body).toEqual({
      subject: 'Checkout spins',
      message: 'See the picture.',
      attachment_id: stored._id,
    });
  });

  it('shows the server’s reason for a refused upload and sends the ticket without a picture', async () => {
    const made = stubXhr();
    const { calls } = await renderApp('/support-tickets', {
      'GET /api/support_ticket/list_ticket': () => ok({ tickets: [], total: 0, page: 1, limit: 20 }),
      'GET /api/customer/get_user_gallery': () => gallery([]),
      'POST /api/support_ticket/add_ticket': () => ok({ ticket }),
      [`GET /api/support_ticket/detail_ticket/${T1}`]: () => ok({ ticket, replies: [] }),
    });
    const dialog = await openDialog();

    choose(dialog, new File(['not a picture'], 'notes.png', { type: 'image/png' }));
    const refused = fail(
      400,
      'upload_file: not a png, jpeg, gif, webp, avif or svg image (the content decides, not the name)',
    );
    await act(async () => made[0]!.answer(refused.status, refused.body));
    expect(
      await within(dialog).findByText(
        'Could not upload notes.png: Not a png, jpeg, gif, webp, avif or svg image (the content decides, not the name)',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: /^Chosen picture/ })).toBeNull();

    choose(dialog, new File([new Uint8Array(10)], 'huge.png', { type: 'image/png' }));
    // A new attempt clears the old reason while it runs.
    expect(within(dialog).queryByText(/^Could not upload notes\.png/)).toBeNull();
    const tooLarge = fail(413, 'upload_file: image files may be at most 10 MB');
    await act(async () => made[1]!.answer(tooLarge.status, tooLarge.body));
    expect(
      await within(dialog).findByText('Could not upload huge.png: Image files may be at most 10 MB'),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Picture \(optional\)/) as HTMLSelectElement).value).toBe('');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout spins' });
    expect(calls.find((call) => call.path === '/api/support_ticket/add_ticket')?.body).toEqual({
      subject: 'Checkout spins',
      message: 'See the picture.',
    });
  });

  it('holds the ticket while a picture uploads; Cancel upload stops it', async () => {
    const made = stubXhr();
    const { calls } = await renderApp('/support-tickets', {
      'GET /api/support_ticket/list_ticket': () => ok({ tickets: [], total: 0, page: 1, limit: 20 }),
      'GET /api/customer/get_user_gallery': () => gallery([]),
    });
    const dialog = await openDialog();
    choose(dialog, new File([new Uint8Array(10)], 'slow.png', { type: 'image/png' }));
    await within(dialog).findByRole('progressbar', { name: 'Uploading slow.png' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(
      await within(dialog).findByText('Wait for the picture to finish uploading, or cancel it'),
    ).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/support_ticket/add_ticket')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(made[0]!.aborted).toBe(true);
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Upload a picture' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
