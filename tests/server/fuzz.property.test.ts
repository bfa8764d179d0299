/**
 * Bad input never breaks the server (issue 3 "Guarantees"): fast-check sends random JSON bodies,
 * random known fields with random values, malformed JSON and random path ids to every route; every
 * answer is a 4xx/2xx envelope whose `code` equals the status, never a 5xx. FUZZ_RUNS scales the run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADER } from '../../src/api/auth.ts';
import { createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

let t: TestApp;
let user: TestUser;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app, 'fuzz');
  const project = await createProject(t.app, user.token);
  ids = [project._id, project.page_list[0]!._id];
});
afterAll(() => t.close());

const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string][] = [
  ['POST', '/api/app_api/register'],
  ['POST', '/api/app_api/login'],
  ['POST', '/api/app_api/forgot_password'],
  ['POST', '/api/app_api/reset_password'],
  ['GET', '/api/customer/detail_customer_by_token'],
  ['PUT', '/api/customer/edit_over_view'],
  ['POST', '/api/project/add_project'],
  ['DELETE', '/api/project/delete_project/:id'],
  ['GET', '/api/project/detail_project/:id'],
  ['PUT', '/api/project/edit_project_name/:id'],
  ['PUT', '/api/project/edit_project/:id'],
  ['GET', '/api/project/list_project'],
  ['POST', '/api/project/user_template'],
  ['POST', '/api/project/user_template_html'],
  ['POST', '/api/page/add_page'],
  ['GET', '/api/page/detail_page/:id'],
  ['PUT', '/api/page/edit_page/:id'],
  ['PUT', '/api/page/update_page_meta_setting'],
  ['DELETE', '/api/page/delete_page/:id'],
  ['GET', '/api/page/list_page_group/:id'],
  ['PUT', '/api/page/update_page_thumbnail/:id'],
  ['POST', '/api/project/save_version'],
  ['GET', '/api/project/get_version_list_by_project/:id'],
  ['PUT', '/api/project/update_project_version_name'],
  ['POST', '/api/project/use_project_version'],
  ['DELETE', '/api/project/delete_version/:id'],
  ['POST', '/api/page/save_page_version'],
  ['GET', '/api/page/page_version_listing/:id'],
  ['GET', '/api/page/page_version_count/:id'],
  ['PUT', '/api/page/update_page_version_name'],
  ['POST', '/api/page/use_page_version'],
  ['DELETE', '/api/page/delete_page_version/:id'],
  ['POST', '/api/app_api/create_login_link'],
  ['POST', '/api/app_api/exchange_login_token'],
  ['POST', '/api/project/add_project_domain'],
  ['POST', '/api/project/attach_domain_with_project'],
  ['POST', '/api/project/add_ssl_against_domain'],
  ['GET', '/api/project/list_project_domain/:id'],
  ['POST', '/api/project/publish'],
  ['POST', '/api/customer/upload_picture_to_user_gallery'],
  ['POST', '/api/customer/upload_video_for_user_gallery'],
  ['POST', '/api/customer/add_picture_to_user_gallery'],
  ['GET', '/api/customer/get_user_gallery'],
  ['POST', '/api/customer/delete_picture'],
  ['POST', '/api/customer/delete_video_for_user_gallery'],
  ['GET', '/api/customer/list_picture_from_pexels_gallery'],
  ['POST', '/api/customer/add_picture_to_pexels_gallery'],
  ['PUT', '/api/customer/increase_pexel_request_count'],
  ['POST', '/api/app_api/upload_s3_image_from_url'],
  ['POST', '/api/app_api/upload_image_on_s3'],
  ['POST', '/api/app_api/upload_image_file_on_s3'],
  ['GET', '/api/images/get_stock_images_list?category=:id&search=:id'],
  ['POST', '/api/business_info/add_business_info'],
  ['GET', '/api/business_info/get_business_info/:id'],
  ['GET', '/api/plan/list_all_plan_by_project_id/:id'],
  ['GET', '/api/pages_paymnet_plan/get_all_pages_payment_plan_against_coach/:id'],
  ['POST', '/api/pages_paymnet_plan/add_pages_payment_plan'],
  ['PUT', '/api/pages_paymnet_plan/edit_pages_payment_plan/:id'],
  ['GET', '/api/pages_paymnet_plan/get_pages_payment_plan_detail/:id'],
  ['DELETE', '/api/pages_paymnet_plan/delete_pages_payment_plan/:id/:id'],
  ['POST', '/api/pages_paymnet_plan/assign_payment_plan_to_pages'],
  ['PUT', '/api/project_configuration/update_stripe_keys'],
  ['GET', '/api/project_configuration/get_stripe_keys/:id'],
  ['GET', '/api/app_setting/list_currency_delegate'],
  ['GET', '/api/customer/get_customer_subscription_detail/:id'],
  ['POST', '/api/key/get_key'],
  ['POST', '/api/support_ticket/add_ticket'],
  ['GET', '/api/support_ticket/list_ticket?status=:id&page=:id'],
  ['GET', '/api/support_ticket/detail_ticket/:id'],
  ['POST', '/api/support_ticket/reply_ticket'],
  ['PUT', '/api/support_ticket/close_ticket/:id'],
  ['GET', '/api/help/list_help_category'],
  ['GET', '/api/help/list_help_article_by_category/:id'],
  ['GET', '/api/help/detail_help_article/:id'],
  ['GET', '/api/help/search_help_article?search=:id'],
  ['POST', '/api/help/add_help_category'],
  ['POST', '/api/help/add_help_article'],
  ['POST', '/api/subscriber/add_subscriber'],
  ['GET', '/api/subscriber/list_subscriber/:id?search=:id&limit=:id'],
  ['GET', '/api/subscriber/export_subscriber_csv/:id'],
];

const FIELDS = [
  'project_name',
  'template_id',
  'project_id',
  'page_id',
  'page_name',
  'page_slug',
  'slug_name',
  'html',
  'css',
  'javascript',
  'base_revision',
  'sections',
  'settings',
  'image',
  'email',
  'password',
  'first_name',
  'last_name',
  'token',
  'meta_title',
  'primary_color',
  'is_published',
  'status',
  'payment_page_id',
  'page_group_type',
  'mode',
  'domain',
  'url',
  'id',
  'name',
  'key_name',
  'plan_id',
  'page_ids',
  'plan_title',
  'plan_price',
  'currency_type',
  'features',
  'publishable_key',
  'secret_key',
  'businessName',
  'subject',
  'message',
  'ticket_id',
  'attachment_id',
  'fields',
  'required',
  'category_id',
  'title',
  'body',
  'kind',
  'path',
  '__proto__',
  'constructor',
];

describe('random input', () => {
  it(
    'never answers 5xx and always answers the envelope',
    async () => {
      const idArb = fc.oneof(
        fc.constantFrom(...ids),
        fc.uuid(),
        fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s) || 'x'),
      );
      const valueArb = fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom(...ids),
        fc.string(),
        fc.integer(),
      );
      const bodyArb = fc.oneof(
        fc.dictionary(fc.constantFrom(...FIELDS), valueArb, { maxKeys: 8 }),
        fc.jsonValue({ maxDepth: 3 }),
        fc.string().map((raw) => ({ raw })),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ROUTES), idArb, bodyArb, async ([method, path], id, body) => {
          const url = path.replaceAll(':id', id);
          const isRaw =
            typeof body === 'object' && body !== null && 'raw' in body && Object.keys(body).length === 1;
          const payload = isRaw ? String((body as { raw: string }).raw) : JSON.stringify(body);
          const response = await t.app.inject({
            method,
            url,
            headers: { [AUTH_HEADER]: user.token, 'content-type': 'application/json' },
            ...(method !== 'GET' && { payload }),
          });
          expect(response.statusCode).toBeLessThan(500);
          const answer = response.json();
          expect(answer.code).toBe(response.statusCode);
          expect(typeof answer.message).toBe('string');
        }),
        { numRuns: RUNS },
      );
    },
    30_000 + RUNS * 25,
  );
});
