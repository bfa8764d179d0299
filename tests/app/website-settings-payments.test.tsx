// @vitest-environment happy-dom
/**
 * Website settings additions on a fake server: business info (only changed fields are sent), Stripe
 * keys (checked before sending; the secret shows masked after saving and the field empties), and
 * payment plans (add with currency and symbol, edit, delete after confirming, choose their pages).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BusinessInfo } from '../../src/api/business-info.ts';
import type { PaymentPlan, StripeKeys } from '../../src/api/plan.ts';
import type { Project } from '../../src/api/project.ts';
import { PROJECT_SETTING_KEYS } from '../../src/api/project-settings.ts';
import { toaster } from '../../src/app/shell/toaster.tsx';
import { DEFAULT_ROOT_VALUES } from '../../src/domain/root-values.ts';
import { emailToolsNotConnected, type Handler, ok, renderApp } from './render-app.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const P1 = '11111111-1111-4111-8111-111111111111';
const PLAN1 = '88888888-8888-4888-8888-888888888888';
const NOW = new Date().toISOString();

const project: Project = {
  _id: P1,
  project_name: 'Bakery',
  preview_domain: 'bakery.localhost',
  image: '',
  domain: '',
  logo: '',
  template_id: null,
  is_approved: false,
  is_completed: false,
  is_published: false,
  status: true,
  payment_page_id: null,
  page_list: [],
  project_pages_count: 0,
  created_at: NOW,
  updated_at: NOW,
};

const noKeys: StripeKeys = {
  project_id: P1,
  publishable_key: '',
  secret_key_masked: '',
  has_secret_key: false,
  updated_at: null,
};

function plan(overrides: Partial<PaymentPlan> = {}): PaymentPlan {
  return {
    _id: PLAN1,
    project_id: P1,
    plan_title: 'Cake club',
    plan_description: '',
    plan_price: 12.5,
    currency_type: 'EUR',
    currency_symbol: '€',
    billing_interval: 'month',
    features: {},
    page_ids: [],
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

function projectSettings(overrides: Record<string, string> = {}) {
  const values = Object.fromEntries(PROJECT_SETTING_KEYS.map((key) => [key, DEFAULT_ROOT_VALUES[key]]));
  return { ...values, ...overrides, updated_at: null };
}

function handlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    ...emailToolsNotConnected(P1),
    [`GET /api/project/detail_project/${P1}`]: () => ok({ project }),
    [`GET /api/business_info/get_business_info/${P1}`]: () => ok({ business_info: null }),
    [`GET /api/project_configuration/get_stripe_keys/${P1}`]: () => ok({ stripe_keys: noKeys }),
    [`GET /api/plan/list_all_plan_by_project_id/${P1}`]: () => ok({ plans: [] }),
    [`GET /api/payment/list_payments/${P1}`]: () =>
      ok({ payments: [], totals: [], total: 0, page: 1, limit: 20 }),
    [`GET /api/project/get_project_settings/${P1}`]: () => ok({ project_settings: projectSettings() }),
    'GET /api/app_setting/list_currency_delegate': () =>
      ok({
        currency_list: [
          { short_form: 'USD', symbol: '$' },
          { short_form: 'EUR', symbol: '€' },
        ],
      }),
    ...extra,
  };
}

describe('business info', () => {
  it('saves only the changed fields', async () => {
    const { calls } = await renderApp(
      `/website-settings/${P1}`,
      handlers({
        'POST /api/business_info/add_business_info': (body) =>
          ok({
            business_info: {
              _id: '99999999-9999-4999-8999-999999999999',
              project_id: P1,
              businessType: '',
              businessName: '',
              industryType: '',
              businessSlogan: '',
              additionalBusinessInfo: '',
              targetAudience: '',
              ageLimit: '',
              targetProblem: '',
              visitorsToDo: '',
              contentTone: '',
              seoKeywords: '',
              updated_at: NOW,
              ...(body as object),
            } satisfies BusinessInfo,
          }),
      }),
    );
    const form = await screen.findByRole('form', { name: 'Business info' });
    const save = within(form).getByRole('button', { name: 'Save business info' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    for (const label of [
      'Business type',
      'Business name',
      'Industry',
      'Slogan',
      'About the business',
      'Target audience',
      'Age of the audience',
      'Problem you solve',
      'What visitors should do',
      'Tone of the content',
      'SEO keywords',
    ]) {
      expect(within(form).getByLabelText(label)).toBeTruthy();
    }
    fireEvent.change(within(form).getByLabelText('Business name'), {
      target: { value: ' Main Street Bakery ' },
    });
    fireEvent.change(within(form).getByLabelText('Problem you solve'), {
      target: { value: 'No good bread nearby' },
    });
    fireEvent.click(save);
    await waitFor(() =>
      expect(toaster.getVisibleToasts().some((toast) => toast.title === 'Business info saved')).toBe(true),
    );
    expect(calls.find((call) => call.path === '/api/business_info/add_business_info')?.body).toEqual({
      project_id: P1,
      businessName: 'Main Street Bakery',
      targetProblem: 'No good bread nearby',
    });
    await waitFor(() => expect(save.disabled).toBe(true));
  });
});

describe('stripe keys', () => {
  it('checks the keys, then shows the stored secret only masked', async () => {
    const { calls } = await renderApp(
      `/website-settings/${P1}`,
      handlers({
        'PUT /api/project_configuration/update_stripe_keys': (body) =>
          ok({
            stripe_keys: {
              ...noKeys,
              publishable_key: (body as { publishable_key: string }).publishable_key,
              secret_key_masked: 'sk_test_••••••••wxyz',
              has_secret_key: true,
              updated_at: NOW,
            },
          }),
      }),
    );
    const form = await screen.findByRole('form', { name: 'Stripe keys' });
    fireEvent.change(within(form).getByLabelText('Publishable key'), { target: { value: 'sk_test_oops' } });
    fireEvent.change(within(form).getByLabelText('Secret key'), { target: { value: 'pk_test_oops' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Stripe keys' }));
    expect(await within(form).findByText('Use a key starting with pk_test_ or pk_live_')).toBeTruthy();
    expect(within(form).getByText(/Use a key starting with sk_ or rk_/)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/project_configuration/update_stripe_keys')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Publishable key'), { target: { value: 'pk_test_abc' } });
    fireEvent.change(within(form).getByLabelText('Secret key'), { target: { value: 'sk_test_abcwxyz' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Stripe keys' }));
    expect(await within(form).findByText('sk_test_••••••••wxyz')).toBeTruthy();
    expect((within(form).getByLabelText('Secret key') as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText('Secret key') as HTMLInputElement).type).toBe('password');
    expect(calls.find((call) => call.path === '/api/project_configuration/update_stripe_keys')?.body).toEqual(
      {
        project_id: P1,
        publishable_key: 'pk_test_abc',
        secret_key: 'sk_test_abcwxyz',
      },
    );
  });
});

describe('payment plans', () => {
  it('adds, edits and deletes plans, showing the currency symbol', async () => {
    let plans: PaymentPlan[] = [plan()];
    const { calls } = await renderApp(
      `/website-settings/${P1}`,
      handlers({
        [`GET /api/plan/list_all_plan_by_project_id/${P1}`]: () => ok({ plans }),
        'POST /api/pages_paymnet_plan/add_pages_payment_plan': (body) => {
          const added = plan({
            ...(body as Partial<PaymentPlan>),
            _id: '12121212-1212-4121-8121-121212121212',
            currency_symbol: '$',
          });
          plans = [...plans, added];
          return ok({ plan: added });
        },
        [`PUT /api/pages_paymnet_plan/edit_pages_payment_plan/${PLAN1}`]: (body) => {
          plans = plans.map((item) =>
            item._id === PLAN1 ? { ...item, ...(body as Partial<PaymentPlan>) } : item,
          );
          return ok({ plan: plans[0] });
        },
        [`DELETE /api/pages_paymnet_plan/delete_pages_payment_plan/${PLAN1}/${P1}`]: () => {
          plans = plans.filter((item) => item._id !== PLAN1);
          return ok({});
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Payment plans' });
    expect(list.textContent).toContain('€12.50 EUR · Every month');

    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    expect(await within(dialog).findByText('Enter a plan name')).toBeTruthy();
    expect(within(dialog).getByText('Enter a price')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Plan name/), { target: { value: 'Birthday cake' } });
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '30.999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    expect(await within(dialog).findByText(/at most two decimals/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '30' } });
    expect(within(dialog).getByText('Shown as $30.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Payment plans' }).textContent).toContain('$30.00 USD'),
    );
    expect(
      calls.find((call) => call.path === '/api/pages_paymnet_plan/add_pages_payment_plan')?.body,
    ).toEqual({
      project_id: P1,
      plan_title: 'Birthday cake',
      plan_description: '',
      plan_price: 30,
      currency_type: 'USD',
      billing_interval: 'one_time',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Edit Cake club' }));
    dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^Price/) as HTMLInputElement).value).toBe('12.5');
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Payment plans' }).textContent).toContain('€15.00 EUR'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete Cake club' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete plan' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Payment plans' }).textContent).not.toContain('Cake club'),
    );
  });
});

describe('plan pages', () => {
  const HOME = '22222222-2222-4222-8222-222222222222';
  const OFFER = '23232323-2323-4232-8232-232323232323';
  const summary = (id: string, name: string, slug: string) => ({
    _id: id,
    page_id: id,
    page_name: name,
    page_slug: slug,
    image: '',
    page_group_type: 'funnel' as const,
    revision: 0,
    updated_at: NOW,
  });
  const withPages: Project = {
    ...project,
    page_list: [summary(HOME, 'Home', 'index'), summary(OFFER, 'Offer', 'offer')],
    project_pages_count: 2,
  };

  it('chooses the pages that offer a plan and shows them in the list', async () => {
    let plans: PaymentPlan[] = [plan({ page_ids: [HOME] })];
    const { calls } = await renderApp(
      `/website-settings/${P1}`,
      handlers({
        [`GET /api/project/detail_project/${P1}`]: () => ok({ project: withPages }),
        [`GET /api/plan/list_all_plan_by_project_id/${P1}`]: () => ok({ plans }),
        'POST /api/pages_paymnet_plan/assign_payment_plan_to_pages': (body) => {
          const { page_ids } = body as { page_ids: string[] };
          plans = plans.map((item) => ({ ...item, page_ids }));
          return ok({ plan: plans[0] });
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Payment plans' });
    expect(list.textContent).toContain('Offered on Home');

    fireEvent.click(screen.getByRole('button', { name: 'Choose pages for Cake club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pages offering “Cake club”' });
    const home = within(dialog).getByRole('checkbox', { name: /Home/ }) as HTMLInputElement;
    const offer = within(dialog).getByRole('checkbox', { name: /Offer/ }) as HTMLInputElement;
    expect(home.checked).toBe(true);
    expect(offer.checked).toBe(false);
    fireEvent.click(home);
    fireEvent.click(offer);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save pages' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Payment plans' }).textContent).toContain('Offered on Offer'),
    );
    expect(
      calls.find((call) => call.path === '/api/pages_paymnet_plan/assign_payment_plan_to_pages')?.body,
    ).toEqual({ plan_id: PLAN1, page_ids: [OFFER] });
    // The dialog closes with an exit animation: gone once it has run (later than the list on a busy machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when a plan is on no page', async () => {
    await renderApp(
      `/website-settings/${P1}`,
      handlers({
        [`GET /api/project/detail_project/${P1}`]: () => ok({ project: withPages }),
        [`GET /api/plan/list_all_plan_by_project_id/${P1}`]: () => ok({ plans: [plan()] }),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Payment plans' });
    expect(list.textContent).toContain('Not offered on any page yet');
  });
});

describe('project SEO and scripts', () => {
  it('shows the stored values and saves only what changed', async () => {
    let stored = projectSettings({ meta_title: 'Bakery' });
    const { calls } = await renderApp(
      `/website-settings/${P1}`,
      handlers({
        [`GET /api/project/get_project_settings/${P1}`]: () => ok({ project_settings: stored }),
        [`PUT /api/project/update_project_settings/${P1}`]: (body) => {
          stored = { ...stored, ...(body as Record<string, string>) };
          return ok({ project_settings: stored });
        },
      }),
    );
    const form = await screen.findByRole('form', { name: 'Project SEO and scripts' });
    expect((within(form).getByLabelText('Meta title') as HTMLInputElement).value).toBe('Bakery');
    fireEvent.change(within(form).getByLabelText('Meta description'), { target: { value: 'Fresh bread' } });
    fireEvent.change(within(form).getByLabelText('Google Analytics source'), { target: { value: 'page' } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(calls.find((call) => call.path === `/api/project/update_project_settings/${P1}`)?.body).toEqual({
        meta_description: 'Fresh bread',
        google_script_to_add: 'page',
      }),
    );
    await waitFor(() =>
      expect((within(form).getByLabelText('Google Analytics source') as HTMLSelectElement).value).toBe(
        'page',
      ),
    );
  });
});
