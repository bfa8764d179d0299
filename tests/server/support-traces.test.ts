/**
 * Trace attachments on support tickets (issue 5): a trace posted with a new ticket or a reply is checked
 * by the trace parser and a size limit (clear 400 / 413 naming `trace`), shows in the thread as an
 * attachment of kind `trace`, and is read back whole by the ticket's owner and by staff — never by
 * another customer (404, as for a missing one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACE_ATTACHMENT_MAX_BYTES } from '../../src/api/support.ts';
import { exportTrace } from '../../src/commands/trace.ts';
import { emptyDocument } from '../../src/domain/document.ts';
import { HERO, run, session } from '../support/fixtures.ts';
import { call, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, 'alice');
  bob = await registerUser(t.app, 'bob');
  staff = await registerUser(t.app, 'staff');
  await t.app.store.customers.setRole(staff.email, 'staff');
});
afterAll(() => t.close());

/** A real trace of a short session (one section added, the theme changed), as plain JSON. */
function traceJson(): Record<string, unknown> {
  const s = session([HERO], 5);
  run(s, { kind: 'theme.applyPalette', name: 'Forest' });
  const base = emptyDocument({ page_slug: 'home', page_id: 'p1' });
  return JSON.parse(
    JSON.stringify(exportTrace(base, s.log, { exportedAt: new Date(0), baseRevision: null })),
  ) as Record<string, unknown>;
}

async function ticketWithTrace(user: TestUser, trace = traceJson()) {
  const created = await call(t.app, user.token, 'POST', '/api/support_ticket/add_ticket', {
    subject: 'The hero looks wrong',
    message: 'My trace is attached.',
    trace,
  });
  expect(created.status).toBe(200);
  const ticketId: string = created.body.ticket._id;
  const detail = await call(t.app, user.token, 'GET', `/api/support_ticket/detail_ticket/${ticketId}`);
  return { ticketId, attachment: detail.body.replies[0].attachment };
}

describe('trace attachments', () => {
  it('a new ticket keeps the trace; the thread lists it as a trace attachment', async () => {
    const trace = traceJson();
    const { ticketId, attachment } = await ticketWithTrace(alice, trace);
    expect(attachment).toMatchObject({
      kind: 'trace',
      name: 'home.trace.json',
      mime: 'application/json',
      size: Buffer.byteLength(JSON.stringify(trace)),
      url: `/api/support_ticket/trace/${ticketId}/${attachment._id}`,
    });

    const read = await call(t.app, alice.token, 'GET', attachment.url);
    expect(read.status).toBe(200);
    expect(read.body.trace).toEqual(trace);
    expect(read.body.ticket._id).toBe(ticketId);
    expect(read.body.attachment._id).toBe(attachment._id);
  });

  it('staff read any ticket’s trace; another customer gets 404', async () => {
    const { attachment } = await ticketWithTrace(alice);
    expect((await call(t.app, staff.token, 'GET', attachment.url)).status).toBe(200);
    const other = await call(t.app, bob.token, 'GET', attachment.url);
    expect(other.status).toBe(404);
    expect(other.body.trace).toBeUndefined();
    expect((await call(t.app, undefined, 'GET', attachment.url)).status).toBe(401);
  });

  it('an attachment id of another ticket is a 404, even for staff', async () => {
    const first = await ticketWithTrace(alice);
    const second = await ticketWithTrace(alice);
    const crossed = `/api/support_ticket/trace/${second.ticketId}/${first.attachment._id}`;
    expect((await call(t.app, staff.token, 'GET', crossed)).status).toBe(404);
  });

  it('a reply can carry a trace; a message without one has no attachment', async () => {
    const created = await call(t.app, bob.token, 'POST', '/api/support_ticket/add_ticket', {
      subject: 'Undo lost my text',
      message: 'It happened twice.',
    });
    const ticketId = created.body.ticket._id;
    const reply = await call(t.app, bob.token, 'POST', '/api/support_ticket/reply_ticket', {
      ticket_id: ticketId,
      message: 'Here is the trace of the page.',
      trace: traceJson(),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.replies[0].attachment).toBeNull();
    expect(reply.body.replies[1].attachment).toMatchObject({ kind: 'trace', name: 'home.trace.json' });
    const read = await call(t.app, staff.token, 'GET', reply.body.replies[1].attachment.url);
    expect(read.body.trace.format).toBe('pagewright-trace');
  });

  it('refuses what is not a valid trace, naming the field and the problem', async () => {
    const notTrace = await call(t.app, alice.token, 'POST', '/api/support_ticket/add_ticket', {
      subject: 'x',
      message: 'y',
      trace: { format: 'something-else' },
    });
    expect(notTrace.status).toBe(400);
    expect(notTrace.body.message).toBe('trace: This is not a Pagewright trace (format something-else).');

    const broken = traceJson();
    (broken.entries as { seq: number }[])[0]!.seq = 7;
    const badLog = await call(t.app, alice.token, 'POST', '/api/support_ticket/add_ticket', {
      subject: 'x',
      message: 'y',
      trace: broken,
    });
    expect(badLog.status).toBe(400);
    expect(badLog.body.message).toContain('numbered 1, 2, 3');

    const list = await call(t.app, alice.token, 'GET', '/api/support_ticket/list_ticket');
    expect(list.body.tickets.every((ticket: { subject: string }) => ticket.subject !== 'x')).toBe(true);
  });

  it('refuses a trace over the size limit with 413 and a clear message', async () => {
    const big = traceJson();
    // Padding inside a valid field: only the size is wrong.
    big.exported_at = 'x'.repeat(TRACE_ATTACHMENT_MAX_BYTES);
    const answer = await call(t.app, alice.token, 'POST', '/api/support_ticket/add_ticket', {
      subject: 'Big',
      message: 'Too long a session.',
      trace: big,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/^trace: the trace is 4\.0 MB; at most 4 MB can be attached\./);
  });

  it('refuses a file and a trace on one message', async () => {
    const answer = await call(t.app, alice.token, 'POST', '/api/support_ticket/add_ticket', {
      subject: 'Both',
      message: 'Both attachments.',
      attachment_id: '00000000-0000-4000-8000-000000000000',
      trace: traceJson(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('attach either a file or a trace, not both');
  });
});
