// @vitest-environment happy-dom
/**
 * Attachments in support (issues 4 and 5): a new ticket can carry a gallery picture (sent as
 * attachment_id, shown in the thread); a trace attachment shows "Open in replay" for staff only,
 * pointing at the replay screen with the ticket and attachment; the builder's "send this page's
 * trace" dialog posts the trace with a new ticket or as a reply on an open one, and shows a refusal.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../src/api/customer.ts';
import type { Attachment, Ticket, TicketReply } from '../../src/api/support.ts';
import { createAppRuntime } from '../../src/app/runtime.ts';
import { AttachTraceDialog } from '../../src/app/screens/support/AttachTraceDialog.tsx';
import { SESSION_STORAGE_KEY } from '../../src/app/session/browser-ports.ts';
import { SessionProvider } from '../../src/app/session/SessionProvider.tsx';
import { Toaster, toaster } from '../../src/app/shell/toaster.tsx';
import { fail, type Handler, ok, renderApp, SESSION } from './render-app.tsx';
import { recordedTrace } from './replay-fixtures.ts';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const T1 = '66666666-6666-4666-8666-666666666666';
const A1 = '77777777-7777-4777-8777-777777777777';
const NOW = new Date().toISOString();

const ticket: Ticket = {
  _id: T1,
  subject: 'The hero looks wrong',
  status: 'open',
  customer: { _id: 'c1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
  replies_count: 1,
  last_reply_at: NOW,
  closed_at: null,
  created_at: NOW,
};

const traceAttachment: Attachment = {
  _id: A1,
  kind: 'trace',
  url: `/api/support_ticket/trace/${T1}/${A1}`,
  name: 'home.trace.json',
  mime: 'application/json',
  size: 2048,
};

function reply(attachment: Attachment | null): TicketReply {
  return {
    _id: crypto.randomUUID(),
    message: 'See attached.',
    is_staff: false,
    author_name: 'Ada Lovelace',
    attachment,
    created_at: NOW,
  };
}

function me(role: Customer['role']): Customer {
  return {
    _id: 'c1',
    first_name: 'Ada',
    last_name: 'L',
    email: 'a@b.c',
    userType: 'default',
    is_dev: false,
    role,
  };
}

describe('attachments in the ticket thread', () => {
  it('staff get “Open in replay” for a trace, pointing at the replay screen', async () => {
    await renderApp(`/support-tickets/${T1}`, {
      [`GET /api/support_ticket/detail_ticket/${T1}`]: () =>
        ok({ ticket, replies: [reply(traceAttachment)] }),
      'GET /api/customer/detail_customer_by_token': () => ok({ customer: me('staff') }),
    });
    const message = await screen.findByRole('article', { name: 'Message from Ada Lovelace' });
    expect(message.textContent).toContain('Page trace: home.trace.json (2 KB)');
    const link = await within(message).findByRole('link', { name: 'Open in replay' });
    expect(link.getAttribute('href')).toBe(`/replay?ticket=${T1}&attachment=${A1}`);
  });

  it('a customer sees their trace listed without the replay link, and a picture as an image', async () => {
    const picture: Attachment = {
      _id: crypto.randomUUID(),
      kind: 'file',
      url: 'http://sites.test/media/c1/p.png',
      name: 'error.png',
      mime: 'image/png',
      size: 10,
    };
    await renderApp(`/support-tickets/${T1}`, {
      [`GET /api/support_ticket/detail_ticket/${T1}`]: () =>
        ok({ ticket, replies: [reply(traceAttachment), reply(picture)] }),
      'GET /api/customer/detail_customer_by_token': () => ok({ customer: me('user') }),
    });
    const [first, second] = await screen.findAllByRole('article');
    await waitFor(() => expect(first?.textContent).toContain('Page trace: home.trace.json'));
    expect(within(first as HTMLElement).queryByRole('link', { name: 'Open in replay' })).toBeNull();
    const image = within(second as HTMLElement).getByRole('img', { name: 'Attachment: error.png' });
    expect(image.getAttribute('src')).toBe(picture.url);
  });
});

describe('new ticket with a gallery picture', () => {
  it('sends the chosen picture’s id', async () => {
    const pictureId = crypto.randomUUID();
    const { calls } = await renderApp('/support-tickets', {
      'GET /api/support_ticket/list_ticket': () => ok({ tickets: [], total: 0, page: 1, limit: 20 }),
      'GET /api/customer/get_user_gallery': () =>
        ok({
          gallery: {
            images: [
              {
                _id: pictureId,
                url: 'http://sites.test/media/c1/x.png',
                name: 'checkout.png',
                size: 5,
                mime: 'image/png',
                kind: 'image',
                width: 10,
                height: 10,
                created_at: NOW,
              },
            ],
            videos: [],
            total_asserts_file_count: 1,
            total_asserts_file_size: 5,
          },
        }),
      'POST /api/support_ticket/add_ticket': () => ok({ ticket }),
      [`GET /api/support_ticket/detail_ticket/${T1}`]: () => ok({ ticket, replies: [reply(null)] }),
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'New ticket' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Subject/), { target: { value: 'Checkout' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'It spins forever.' } });
    const select = within(dialog).getByLabelText(/^Picture \(optional\)/) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: pictureId } });
    expect(within(dialog).getByRole('img', { name: 'Chosen picture: checkout.png' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    await screen.findByRole('heading', { level: 1, name: 'The hero looks wrong' });
    expect(calls.find((call) => call.path === '/api/support_ticket/add_ticket')?.body).toEqual({
      subject: 'Checkout',
      message: 'It spins forever.',
      attachment_id: pictureId,
    });
  });
});

/** The dialog as the builder shows it: providers only, on a fake server. */
async function renderDialog(handlers: Record<string, Handler>) {
  window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(SESSION));
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path: url.pathname, body });
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    const answer = handler ? await handler(body, new Request(url)) : fail(404, 'Not found');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  const runtime = createAppRuntime({
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: window.sessionStorage,
    hostname: 'localhost',
    closeWindow: () => false,
    goToLogin: () => {},
  });
  const onClose = vi.fn();
  const trace = recordedTrace();
  await act(async () =>
    render(
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={runtime.queryClient}>
          <SessionProvider runtime={runtime}>
            <AttachTraceDialog trace={trace} open onClose={onClose} />
            <Toaster />
          </SessionProvider>
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  );
  return { calls, onClose, trace };
}

describe('AttachTraceDialog', () => {
  it('sends the trace with a new ticket, subject prefilled with the page', async () => {
    const { calls, onClose, trace } = await renderDialog({
      'GET /api/support_ticket/list_ticket': () => ok({ tickets: [], total: 0, page: 1, limit: 100 }),
      'POST /api/support_ticket/add_ticket': () => ok({ ticket }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Send this page’s trace to support' });
    expect((within(dialog).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe(
      'Problem on the page “Home”',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send trace' }));
    expect(await within(dialog).findByText('Say what went wrong on this page')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^What went wrong/), {
      target: { value: 'Undo lost my heading.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send trace' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/support_ticket/add_ticket')?.body).toEqual({
      subject: 'Problem on the page “Home”',
      message: 'Undo lost my heading.',
      trace: JSON.parse(JSON.stringify(trace)),
    });
    expect(await screen.findByText('Trace sent to support')).toBeTruthy();
  });

  it('adds it to an open ticket as a reply; a refusal shows the server’s message', async () => {
    let refuse = true;
    const { calls, onClose } = await renderDialog({
      'GET /api/support_ticket/list_ticket': () => ok({ tickets: [ticket], total: 1, page: 1, limit: 100 }),
      'POST /api/support_ticket/reply_ticket': () =>
        refuse
          ? fail(413, 'trace: the trace is 5.0 MB; at most 4 MB can be attached.')
          : ok({ ticket, replies: [] }),
    });
    const dialog = await screen.findByRole('dialog');
    const option = await within(dialog).findByRole('radio', { name: /One of my open tickets \(1\)/ });
    fireEvent.click(option);
    const select = await within(dialog).findByLabelText(/^Ticket/);
    fireEvent.change(within(dialog).getByLabelText(/^What went wrong/), {
      target: { value: 'Same bug again.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send trace' }));
    expect(await within(dialog).findByText('Choose one of your open tickets')).toBeTruthy();
    fireEvent.change(select, { target: { value: T1 } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send trace' }));
    expect(
      await within(dialog).findByText('trace: the trace is 5.0 MB; at most 4 MB can be attached.'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send trace' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.filter((call) => call.path === '/api/support_ticket/reply_ticket').at(-1)
      ?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ ticket_id: T1, message: 'Same bug again.' });
    expect((sent.trace as { format: string }).format).toBe('pagewright-trace');
  });
});
