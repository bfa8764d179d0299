/**
 * Tenant isolation (issue 3 "Guarantees"): every resource of one user (projects, pages, versions,
 * domains and publishing, business info, payment plans and Stripe keys, gallery files, support
 * tickets, subscribers) answers 404 to another, exactly like a missing one, and stays unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFixtures } from './fixtures/media.ts';
import {
  call,
  createProject,
  createTestApp,
  registerUser,
  savedFile,
  type TestApp,
  type TestUser,
  upload,
} from './helpers.ts';

let t: TestApp;
let owner: TestUser;
let intruder: TestUser;
let projectId: string;
let pageId: string;
let projectVersionId: string;
let pageVersionId: string;
let planId: string;
let fileId: string;
let ticketId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, 'owner');
  intruder = await registerUser(t.app, 'intruder');
  const project = await createProject(t.app, owner.token, 'Private');
  projectId = project._id;
  pageId = (
    await call(t.app, owner.token, 'POST', '/api/page/add_page', {
      project_id: projectId,
      page_name: 'Secret',
    })
  ).body.page._id;
  await call(t.app, owner.token, 'POST', '/api/project/user_template', {
    project_id: projectId,
    slug_name: 'secret',
    html: 'owner html',
    css: 'owner css',
    javascript: 'owner js',
  });
  await createProject(t.app, intruder.token, 'Intruder own');
  projectVersionId = (
    await call(t.app, owner.token, 'POST', '/api/project/save_version', {
      project_id: projectId,
      version_name: 'v',
    })
  ).body.version._id;
  pageVersionId = (
    await call(t.app, owner.token, 'POST', '/api/page/save_page_version', {
      page_id: pageId,
      version_name: 'v',
    })
  ).body.version._id;
});
beforeAll(async () => {
  const ok = (answer: { status: number; body: unknown }) => {
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    return answer.body as Record<string, { _id: string }>;
  };
  ok(
    await call(t.app, owner.token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: projectId,
      domain: 'owner-site.example',
    }),
  );
  ok(
    await call(t.app, owner.token, 'POST', '/api/business_info/add_business_info', {
      project_id: projectId,
      businessName: 'Owner Inc',
    }),
  );
  planId = ok(
    await call(t.app, owner.token, 'POST', '/api/pages_paymnet_plan/add_pages_payment_plan', {
      project_id: projectId,
      plan_title: 'Owner plan',
      plan_price: 10,
      currency_type: 'USD',
      page_ids: [pageId],
    }),
  ).plan!._id;
  ok(
    await call(t.app, owner.token, 'PUT', '/api/project_configuration/update_stripe_keys', {
      project_id: projectId,
      publishable_key: 'pk_test_owner',
      secret_key: 'sk_test_ownersecret1234',
    }),
  );
  const png = (await imageFixtures()).png;
  fileId = (
    await upload(
      t.app,
      owner.token,
      '/api/customer/upload_picture_to_user_gallery',
      {},
      { filename: 'a.png', bytes: png },
    )
  ).body.file._id;
  ticketId = ok(
    await call(t.app, owner.token, 'POST', '/api/support_ticket/add_ticket', {
      subject: 'Owner',
      message: 'secret',
    }),
  ).ticket!._id;
  ok(
    await call(t.app, undefined, 'POST', '/api/subscriber/add_subscriber', {
      project_id: projectId,
      page_id: pageId,
      fields: { email: 'visitor@example.test' },
    }),
  );
});
afterAll(() => t.close());

type Attempt = [
  name: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: () => string,
  body?: () => unknown,
];

const attempts: Attempt[] = [
  ['detail_project', 'GET', () => `/api/project/detail_project/${projectId}`],
  [
    'edit_project_name',
    'PUT',
    () => `/api/project/edit_project_name/${projectId}`,
    () => ({ project_name: 'pwned' }),
  ],
  ['edit_project', 'PUT', () => `/api/project/edit_project/${projectId}`, () => ({ is_published: true })],
  ['delete_project', 'DELETE', () => `/api/project/delete_project/${projectId}`],
  ['add_page', 'POST', () => '/api/page/add_page', () => ({ project_id: projectId, page_name: 'Injected' })],
  [
    'user_template',
    'POST',
    () => '/api/project/user_template',
    () => ({ project_id: projectId, slug_name: 'secret', html: 'pwned', css: '', javascript: '' }),
  ],
  [
    'user_template_html',
    'POST',
    () => '/api/project/user_template_html',
    () => ({ project_id: projectId, slug_name: 'secret', html: 'pwned' }),
  ],
  ['detail_page', 'GET', () => `/api/page/detail_page/${pageId}`],
  ['edit_page', 'PUT', () => `/api/page/edit_page/${pageId}`, () => ({ page_name: 'pwned' })],
  [
    'update_page_meta_setting',
    'PUT',
    () => '/api/page/update_page_meta_setting',
    () => ({ page_id: pageId, meta_title: 'pwned' }),
  ],
  [
    'update_page_thumbnail',
    'PUT',
    () => `/api/page/update_page_thumbnail/${pageId}`,
    () => ({ image: 'https://intruder.example/pwned.png' }),
  ],
  ['list_page_group', 'GET', () => `/api/page/list_page_group/${projectId}`],
  [
    'save_version',
    'POST',
    () => '/api/project/save_version',
    () => ({ project_id: projectId, version_name: 'x' }),
  ],
  ['get_version_list_by_project', 'GET', () => `/api/project/get_version_list_by_project/${projectId}`],
  [
    'update_project_version_name',
    'PUT',
    () => '/api/project/update_project_version_name',
    () => ({ version_id: projectVersionId, version_name: 'x' }),
  ],
  [
    'use_project_version',
    'POST',
    () => '/api/project/use_project_version',
    () => ({ version_id: projectVersionId }),
  ],
  ['delete_version', 'DELETE', () => `/api/project/delete_version/${projectVersionId}`],
  [
    'save_page_version',
    'POST',
    () => '/api/page/save_page_version',
    () => ({ page_id: pageId, version_name: 'x' }),
  ],
  ['page_version_listing', 'GET', () => `/api/page/page_version_listing/${pageId}`],
  ['page_version_count', 'GET', () => `/api/page/page_version_count/${pageId}`],
  [
    'update_page_version_name',
    'PUT',
    () => '/api/page/update_page_version_name',
    () => ({ version_id: pageVersionId, version_name: 'x' }),
  ],
  ['use_page_version', 'POST', () => '/api/page/use_page_version', () => ({ version_id: pageVersionId })],
  ['delete_page_version', 'DELETE', () => `/api/page/delete_page_version/${pageVersionId}`],
  [
    'make_zip_file_of_project',
    'POST',
    () => '/api/project/make_zip_file_of_project',
    () => ({ project_id: projectId }),
  ],
  ['delete_page', 'DELETE', () => `/api/page/delete_page/${pageId}`],
  [
    'add_project_domain',
    'POST',
    () => '/api/project/add_project_domain',
    () => ({ project_id: projectId, domain: 'intruder.example' }),
  ],
  [
    'attach_domain_with_project',
    'POST',
    () => '/api/project/attach_domain_with_project',
    () => ({ project_id: projectId, domain: 'intruder.example' }),
  ],
  [
    'add_ssl_against_domain',
    'POST',
    () => '/api/project/add_ssl_against_domain',
    () => ({ project_id: projectId }),
  ],
  ['list_project_domain', 'GET', () => `/api/project/list_project_domain/${projectId}`],
  ['publish', 'POST', () => '/api/project/publish', () => ({ project_id: projectId })],
  [
    'add_business_info',
    'POST',
    () => '/api/business_info/add_business_info',
    () => ({ project_id: projectId, businessName: 'pwned' }),
  ],
  ['get_business_info', 'GET', () => `/api/business_info/get_business_info/${projectId}`],
  ['list_all_plan_by_project_id', 'GET', () => `/api/plan/list_all_plan_by_project_id/${projectId}`],
  [
    'get_all_pages_payment_plan_against_coach',
    'GET',
    () => `/api/pages_paymnet_plan/get_all_pages_payment_plan_against_coach/${pageId}`,
  ],
  [
    'add_pages_payment_plan',
    'POST',
    () => '/api/pages_paymnet_plan/add_pages_payment_plan',
    () => ({ project_id: projectId, plan_title: 'x', plan_price: 1, currency_type: 'USD' }),
  ],
  [
    'edit_pages_payment_plan',
    'PUT',
    () => `/api/pages_paymnet_plan/edit_pages_payment_plan/${planId}`,
    () => ({ plan_title: 'pwned' }),
  ],
  [
    'get_pages_payment_plan_detail',
    'GET',
    () => `/api/pages_paymnet_plan/get_pages_payment_plan_detail/${planId}`,
  ],
  [
    'delete_pages_payment_plan',
    'DELETE',
    () => `/api/pages_paymnet_plan/delete_pages_payment_plan/${planId}/${projectId}`,
  ],
  [
    'assign_payment_plan_to_pages',
    'POST',
    () => '/api/pages_paymnet_plan/assign_payment_plan_to_pages',
    () => ({ plan_id: planId, page_ids: [] }),
  ],
  [
    'assign the other user’s page to an own plan',
    'POST',
    () => '/api/pages_paymnet_plan/assign_payment_plan_to_pages',
    () => ({ plan_id: intruderPlanId, page_ids: [pageId] }),
  ],
  [
    'update_stripe_keys',
    'PUT',
    () => '/api/project_configuration/update_stripe_keys',
    () => ({ project_id: projectId, publishable_key: 'pk_test_pwned' }),
  ],
  ['get_stripe_keys', 'GET', () => `/api/project_configuration/get_stripe_keys/${projectId}`],
  [
    'get_customer_subscription_detail',
    'GET',
    () => `/api/customer/get_customer_subscription_detail/${projectId}`,
  ],
  ['delete_picture', 'POST', () => '/api/customer/delete_picture', () => ({ id: fileId })],
  [
    'add_ticket with the other user’s file attached',
    'POST',
    () => '/api/support_ticket/add_ticket',
    () => ({ subject: 'x', message: 'y', attachment_id: fileId }),
  ],
  ['detail_ticket', 'GET', () => `/api/support_ticket/detail_ticket/${ticketId}`],
  [
    'reply_ticket',
    'POST',
    () => '/api/support_ticket/reply_ticket',
    () => ({ ticket_id: ticketId, message: 'pwned' }),
  ],
  ['close_ticket', 'PUT', () => `/api/support_ticket/close_ticket/${ticketId}`],
  ['list_subscriber', 'GET', () => `/api/subscriber/list_subscriber/${projectId}`],
  ['export_subscriber_csv', 'GET', () => `/api/subscriber/export_subscriber_csv/${projectId}`],
  [
    'edit_project with the other user’s page as payment page',
    'PUT',
    () => `/api/project/edit_project/${intruderProjectId}`,
    () => ({ payment_page_id: pageId }),
  ],
];

let intruderProjectId = '';
let intruderPlanId = '';

/** The same request aimed at ids that exist for nobody. */
const swapIds = (text: string) =>
  [projectId, pageId, projectVersionId, pageVersionId, planId, fileId, ticketId].reduce(
    (out, id) => out.replaceAll(id, crypto.randomUUID()),
    text,
  );

describe('another user’s resources', () => {
  beforeAll(async () => {
    const list = await call(t.app, intruder.token, 'GET', '/api/project/list_project');
    intruderProjectId = list.body.projects[0]._id;
    intruderPlanId = (
      await call(t.app, intruder.token, 'POST', '/api/pages_paymnet_plan/add_pages_payment_plan', {
        project_id: intruderProjectId,
        plan_title: 'Own',
        plan_price: 1,
        currency_type: 'USD',
      })
    ).body.plan._id;
  });

  it.each(attempts)('%s answers 404, like a missing resource', async (_name, method, url, body) => {
    const asIntruder = await call(t.app, intruder.token, method, url(), body?.());
    expect(asIntruder.status).toBe(404);
    const missing = await call(
      t.app,
      intruder.token,
      method,
      swapIds(url()),
      JSON.parse(swapIds(JSON.stringify(body?.() ?? null))) ?? undefined,
    );
    expect(asIntruder.body).toEqual(missing.body);
  });

  it('left everything of the owner unchanged', async () => {
    const project = await call(t.app, owner.token, 'GET', `/api/project/detail_project/${projectId}`);
    expect(project.status).toBe(200);
    expect(project.body.project).toMatchObject({
      project_name: 'Private',
      is_published: false,
      project_pages_count: 2,
    });
    const page = await call(t.app, owner.token, 'GET', `/api/page/detail_page/${pageId}`);
    expect(page.body.page).toMatchObject({ page_name: 'Secret', meta_title: '', image: '', revision: 1 });
    expect(await savedFile(t, `${projectId}/secret.html`)).toBe('owner html');
    expect(project.body.project.domain).toBe('owner-site.example');
    const domains = await call(t.app, owner.token, 'GET', `/api/project/list_project_domain/${projectId}`);
    expect(domains.body.domains).toMatchObject([
      { domain: 'owner-site.example', ssl_status: 'none', published_at: null },
    ]);
    const info = await call(t.app, owner.token, 'GET', `/api/business_info/get_business_info/${projectId}`);
    expect(info.body.business_info.businessName).toBe('Owner Inc');
    const plan = await call(
      t.app,
      owner.token,
      'GET',
      `/api/pages_paymnet_plan/get_pages_payment_plan_detail/${planId}`,
    );
    expect(plan.body.plan).toMatchObject({ plan_title: 'Owner plan', page_ids: [pageId] });
    const keys = await call(
      t.app,
      owner.token,
      'GET',
      `/api/project_configuration/get_stripe_keys/${projectId}`,
    );
    expect(keys.body.stripe_keys).toMatchObject({ publishable_key: 'pk_test_owner', has_secret_key: true });
    const gallery = await call(t.app, owner.token, 'GET', '/api/customer/get_user_gallery');
    expect(gallery.body.gallery.total_asserts_file_count).toBe(1);
    const ticket = await call(t.app, owner.token, 'GET', `/api/support_ticket/detail_ticket/${ticketId}`);
    expect(ticket.body).toMatchObject({ ticket: { status: 'open', replies_count: 1 } });
    const subscribers = await call(t.app, owner.token, 'GET', `/api/subscriber/list_subscriber/${projectId}`);
    expect(subscribers.body.total).toBe(1);
  });

  it('list calls show only the caller’s own records', async () => {
    const gallery = await call(t.app, intruder.token, 'GET', '/api/customer/get_user_gallery');
    expect(gallery.body.gallery).toMatchObject({ images: [], total_asserts_file_count: 0 });
    const tickets = await call(t.app, intruder.token, 'GET', '/api/support_ticket/list_ticket');
    expect(tickets.body.total).toBe(0);
  });

  it('list_project shows only the caller’s projects', async () => {
    const list = await call(t.app, intruder.token, 'GET', '/api/project/list_project');
    expect(list.body.projects.map((p: { _id: string }) => p._id)).not.toContain(projectId);
    expect(list.body.projects).toHaveLength(1);
  });
});
