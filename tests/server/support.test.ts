/**
 * Support tickets and help articles: customers see only their own tickets (404 otherwise), staff see
 * and answer all; attachments must be the author's files; closed tickets take no replies. Help is
 * seeded, readable by everyone signed in, searchable, and managed only by staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_SEED } from '../../src/server/db/help-seed.ts';
import { imageFixtures } from './fixtures/media.ts';
import { call, createTestApp, registerUser, type TestApp, type TestUser, upload } from './helpers.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  alice = await registerUser(t.app, 'alice');
  bob = await registerUser(t.app, 'bob');
  staff = await registerUser(t.app, 'staff');
  await t.app.store.customers.setRole(staff.email, 'staff');
});
afterAll(() => t.close());

describe('support tickets', () => {
  it('create with an attachment, list own, detail, staff reply, close', async () => {
    const picture = await upload(
      t.app,
      alice.token,
      '/api/app_api/upload_image_file_on_s3',
      { file_name: 'error.png' },
      {
        filename: 'x.png',
        bytes: (await imageFixtures()).png,
      },
    );
    const created = await call(t.app, alice.token, 'POST', '/api/support_ticket/add_ticket', {
      subject: 'Publish fails',
      message: 'I get an error when I publish.',
      attachment_id: picture.body.file._id,
    });
    expect(created.status).toBe(200);
    const ticket = created.body.ticket;
    expect(ticket).toMatchObject({
      subject: 'Publish fails',
      status: 'open',
      replies_count: 1,
      customer: { _id: alice.id },
    });

    const bobsAttachment = await call(t.app, bob.token, 'POST', '/api/support_ticket/add_ticket', {
      subject: 'x',
      message: 'y',
      attachment_id: picture.body.file._id,
    });
    expect(bobsAttachment.status).toBe(404);
    await call(t.app, bob.token, 'POST', '/api/support_ticket/add_ticket', { subject: 'Bob', message: 'hi' });

    const own = await call(t.app, alice.token, 'GET', '/api/support_ticket/list_ticket');
    expect(own.body).toMatchObject({ total: 1, page: 1, limit: 20 });
    const all = await call(t.app, staff.token, 'GET', '/api/support_ticket/list_ticket?limit=1');
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    expect(all.body.tickets).toHaveLength(1);

    expect(
      (await call(t.app, bob.token, 'GET', `/api/support_ticket/detail_ticket/${ticket._id}`)).status,
    ).toBe(404);
    const reply = await call(t.app, staff.token, 'POST', '/api/support_ticket/reply_ticket', {
      ticket_id: ticket._id,
      message: 'Please add a domain first.',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.replies).toHaveLength(2);
    expect(reply.body.replies[0].attachment).toMatchObject({ name: 'error.png', mime: 'image/png' });
    expect(reply.body.replies[1]).toMatchObject({
      is_staff: true,
      author_name: 'Pagewright support',
      attachment: null,
    });

    const detail = await call(t.app, alice.token, 'GET', `/api/support_ticket/detail_ticket/${ticket._id}`);
    expect(detail.body.ticket.replies_count).toBe(2);

    expect(
      (await call(t.app, bob.token, 'PUT', `/api/support_ticket/close_ticket/${ticket._id}`)).status,
    ).toBe(404);
    const closed = await call(t.app, alice.token, 'PUT', `/api/support_ticket/close_ticket/${ticket._id}`);
    expect(closed.body.ticket).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    const late = await call(t.app, alice.token, 'POST', '/api/support_ticket/reply_ticket', {
      ticket_id: ticket._id,
      message: 'still there?',
    });
    expect(late.status).toBe(400);
    const open = await call(t.app, alice.token, 'GET', '/api/support_ticket/list_ticket?status=open');
    expect(open.body.total).toBe(0);
  });
});

describe('help articles', () => {
  it('are seeded, listed by category, readable and searchable', async () => {
    const categories = await call(t.app, alice.token, 'GET', '/api/help/list_help_category');
    const names = categories.body.categories.map((c: { name: string }) => c.name);
    for (const seeded of HELP_SEED) expect(names).toContain(seeded.name);
    const publishing = HELP_SEED.find((c) => c.name === 'Publishing')!;
    const list = await call(
      t.app,
      alice.token,
      'GET',
      `/api/help/list_help_article_by_category/${publishing.id}`,
    );
    expect(list.body.category.articles_count).toBe(publishing.articles.length);
    expect(list.body.articles[0].excerpt).not.toContain('#');
    const detail = await call(
      t.app,
      alice.token,
      'GET',
      `/api/help/detail_help_article/${publishing.articles[0]!.id}`,
    );
    expect(detail.body.article.body).toContain('Please add your domain from your Project settings');
    const found = await call(t.app, alice.token, 'GET', '/api/help/search_help_article?search=ZIP');
    expect(found.body.articles.map((a: { title: string }) => a.title)).toContain(
      'Download your site as a zip',
    );
    const wildcard = await call(t.app, alice.token, 'GET', '/api/help/search_help_article?search=%25');
    expect(wildcard.body.articles).toEqual([]);
  });

  it('are managed by staff only', async () => {
    const asUser = await call(t.app, alice.token, 'POST', '/api/help/add_help_category', { name: 'Hacks' });
    expect(asUser.status).toBe(403);
    const category = await call(t.app, staff.token, 'POST', '/api/help/add_help_category', {
      name: 'Billing',
    });
    expect(category.status).toBe(200);
    expect(
      (await call(t.app, staff.token, 'POST', '/api/help/add_help_category', { name: 'Billing' })).status,
    ).toBe(409);
    const article = await call(t.app, staff.token, 'POST', '/api/help/add_help_article', {
      category_id: category.body.category._id,
      title: 'Invoices',
      body: '# Invoices\n\nFind them under **Billing**.',
    });
    expect(article.body.article).toMatchObject({
      title: 'Invoices',
      excerpt: 'Invoices Find them under Billing.',
    });
    expect(
      (
        await call(t.app, alice.token, 'PUT', `/api/help/edit_help_article/${article.body.article._id}`, {
          title: 'x',
        })
      ).status,
    ).toBe(403);
    const edited = await call(
      t.app,
      staff.token,
      'PUT',
      `/api/help/edit_help_article/${article.body.article._id}`,
      {
        title: 'Your invoices',
      },
    );
    expect(edited.body.article.title).toBe('Your invoices');
    expect(
      (
        await call(
          t.app,
          alice.token,
          'DELETE',
          `/api/help/delete_help_category/${category.body.category._id}`,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          t.app,
          staff.token,
          'DELETE',
          `/api/help/delete_help_category/${category.body.category._id}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (await call(t.app, alice.token, 'GET', `/api/help/detail_help_article/${article.body.article._id}`))
        .status,
    ).toBe(404);
  });
});
