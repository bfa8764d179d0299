// @vitest-environment happy-dom
/**
 * Support tickets on a fake server: the empty state, creating a ticket (checks, then the thread),
 * the list with status, replying, and closing (confirmed; a closed ticket takes no replies).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket, TicketReply } from '../../src/api/support.ts';
import { toaster } from '../../src/app/shell/toaster.tsx';
import { fail, ok, pathOf, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const T1 = '66666666-6666-4666-8666-666666666666';
const NOW = new Date().toISOString();

function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    _id: T1,
    subject: 'Domain does not connect',
    status: 'open',
    customer: { _id: 'c1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    replies_count: 1,
    last_reply_at: NOW,
    closed_at: null,
    created_at: NOW,
    ...overrides,
  };
}

function reply(message: string, overrides: Partial<TicketReply> = {}): TicketReply {
  return {
    _id: crypto.randomUUID(),
    message,
    is_staff: false,
    author_name: 'Ada Lovelace',
    attachment: null,
    created_at: NOW,
    ...overrides,
  };
}

const list = (tickets: Ticket[]) => ok({ tickets, total: tickets.length, page: 1, limit: 20 });

describe('support tickets list', () => {
  it('shows the empty state, checks the form, creates a ticket and opens it', async () => {
    const { calls, router } = await renderApp('/support-tickets', {
      'GET /api/support_ticket/list_ticket': () => list([]),
      'POST /api/support_ticket/add_ticket': () => ok({ ticket: ticket() }),
      [`GET /api/support_ticket/detail_ticket/${T1}`]: () =>
        ok({ ticket: ticket(), replies: [reply('It says DNS pending.')] }),
    });
    expect(await screen.findByRole('heading', { name: 'No support tickets yet' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'New ticket' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(await within(dialog).findByText('Enter a subject')).toBeTruthy();
    expect(within(dialog).getByText('Describe what you need help with')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/support_ticket/add_ticket')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Subject/), {
      target: { value: ' Domain does not connect ' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), {
      target: { value: 'It says DNS pending.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Domain does not connect' })).toBeTruthy();
    expect(pathOf(router)).toBe(`/support-tickets/${T1}`);
    expect(calls.find((call) => call.path === '/api/support_ticket/add_ticket')?.body).toEqual({
      subject: 'Domain does not connect',
      message: 'It says DNS pending.',
    });
    expect(screen.getByRole('article', { name: 'Message from Ada Lovelace' }).textContent).toContain(
      'It says DNS pending.',
    );
  });

  it('lists tickets with their status and shows a server refusal in the dialog', async () => {
    await renderApp('/support-tickets', {
      'GET /api/support_ticket/list_ticket': () =>
        list([
          ticket(),
          ticket({
            _id: '77777777-7777-4777-8777-777777777777',
            subject: 'Billing',
            status: 'closed',
            replies_count: 3,
          }),
        ]),
      'POST /api/support_ticket/add_ticket': () =>
        fail(400, 'subject: Too big: expected at most 200 characters'),
    });
    const rows = within(await screen.findByRole('list', { name: 'Support tickets' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Domain does not connect'),
      expect.stringContaining('Billing'),
    ]);
    expect(rows[0]?.textContent).toContain('Open');
    expect(rows[1]?.textContent).toContain('Closed');
    expect(rows[1]?.textContent).toContain('3 messages');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Billing' })
        .getAttribute('href'),
    ).toBe('/support-tickets/77777777-7777-4777-8777-777777777777');

    fireEvent.click(screen.getByRole('button', { name: 'New ticket' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Subject/), { target: { value: 'x' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'y' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(await within(dialog).findByText('Too big: expected at most 200 characters')).toBeTruthy();
  });
});

describe('support ticket thread', () => {
  it('replies, then closes the ticket after confirming', async () => {
    let current = ticket();
    let replies = [
      reply('It says DNS pending.'),
      reply('Which domain?', { is_staff: true, author_name: 'Sam' }),
    ];
    const { calls } = await renderApp(`/support-tickets/${T1}`, {
      [`GET /api/support_ticket/detail_ticket/${T1}`]: () => ok({ ticket: current, replies }),
      'POST /api/support_ticket/reply_ticket': (body) => {
        replies = [...replies, reply((body as { message: string }).message)];
        return ok({ ticket: current, replies });
      },
      [`PUT /api/support_ticket/close_ticket/${T1}`]: () => {
        current = ticket({ status: 'closed', closed_at: NOW });
        return ok({ ticket: current });
      },
    });
    const staff = await screen.findByRole('article', { name: 'Message from Sam' });
    expect(staff.textContent).toContain('Pagewright team');

    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a reply first')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'bakery.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('bakery.example')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/support_ticket/reply_ticket')?.body).toEqual({
      ticket_id: T1,
      message: 'bakery.example',
    });
    await waitFor(() => expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe(''));

    fireEvent.click(screen.getByRole('button', { name: 'Close ticket' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText(/This ticket is closed/)).toBeTruthy();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });
});
