// @vitest-environment happy-dom
/**
 * The Form settings panel on a real editor store (issue 23 "Form"): opened from an input, that field is
 * open and, being an email, locked (checked, disabled, explained); Add field writes a paired label and
 * input; Required, Move and Remove are one undo entry each; the settings write the attributes the
 * published page reads; a list moved to another email tool drops the previous tool's tags in the same
 * undo step (issue 25); a bad address is refused beside its field. Plus the pure mapping (form-values.ts).
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import FormPanel from '../../../../../src/app/builder/inspector/form/FormPanel.tsx';
import {
  fieldSummary,
  nextPageOptions,
  readFormValues,
} from '../../../../../src/app/builder/inspector/form/form-values.ts';
import { LIST_TAGS_MESSAGE, REDIRECT_MESSAGE } from '../../../../../src/commands/form.ts';
import { getAttr } from '../../../../../src/domain/html-tree.ts';
import {
  byTag,
  docOf,
  editorStoreWith,
  findNode,
  nodeAt,
  renderStorePanel,
  section,
  sectionHtml,
  select,
} from '../../panel-harness.tsx';

afterEach(cleanup);

const FORM =
  '<form class="pws-form" data-form="optin">' +
  '<div class="mb-3"><label class="form-label" for="o-name">First name</label><input class="form-control" id="o-name" name="first_name" type="text" required></div>' +
  '<div class="mb-3"><label class="form-label" for="o-email">Email address</label><input class="form-control" id="o-email" name="email" type="email" required></div>' +
  '<div class="mb-3"><label class="form-label" for="o-city">City</label><input class="form-control" id="o-city" name="city" type="text"></div>' +
  '<button class="btn btn-primary" type="submit">Count me in</button></form>';

async function setup(selectTest: Parameters<typeof select>[1] = byTag('form')) {
  const store = editorStoreWith([section(FORM)], 5, 1000);
  const view = await renderStorePanel(FormPanel, store, select(store, selectTest));
  return { store, ...view };
}

/** An email tool's connection as `get_connection` answers it. */
const connection = (provider: string, connected: boolean) => ({
  body: {
    code: 200,
    message: 'Connection',
    connection: {
      project_id: 'pr1',
      provider,
      connected,
      account_name: connected ? 'Fake Account' : '',
      account_url: '',
      api_key_masked: connected ? '••••••••us21' : '',
      updated_at: null,
    },
  },
});

const group = (name: string) => screen.getByRole('group', { name });
const undo = (store: Awaited<ReturnType<typeof setup>>['store']) => act(() => void store.undo());

describe('form-values', () => {
  it('reads the form around a selected input, and that field as selected', () => {
    const store = editorStoreWith([section(FORM)], 5);
    const selection = select(store, (node) => getAttr(node, 'name') === 'email');
    const values = readFormValues(docOf(store), selection, nodeAt(store, selection))!;
    expect(values.target.formId).toBe(findNode(store, 'form').id);
    expect(values.selectedFieldId).toBe(selection.elementId);
    expect(values.fields.map(fieldSummary)).toEqual([
      'First name · Text · required',
      'Email address · Email · required',
      'City · Text',
    ]);
  });

  it('is null for an input outside a form', () => {
    const store = editorStoreWith([section('<div><input name="q"></div>')], 5);
    const selection = select(store, 'input');
    expect(readFormValues(docOf(store), selection, nodeAt(store, selection))).toBeNull();
  });

  it('lists the funnel next step, then the other pages by path', () => {
    const pages = [
      { id: 'p1', slug: 'index', name: 'Opt-in' },
      { id: 'p2', slug: 'thank-you', name: 'Thank you' },
      { id: 'p3', slug: 'about', name: 'About' },
    ];
    expect(nextPageOptions(pages, 'p2')).toEqual([
      { value: '', label: 'The next step of the funnel' },
      { value: '/', label: 'Opt-in' },
      { value: '/about', label: 'About' },
    ]);
  });
});

describe('FormPanel', () => {
  it('opens the selected input’s field: an email field is locked, checked and explained', async () => {
    await setup((node) => getAttr(node, 'name') === 'email');
    const email = group('Field 2: Email address');
    const required = within(email).getByRole('checkbox', { name: 'Required' }) as HTMLInputElement;
    expect(required.checked).toBe(true);
    expect(required.disabled).toBe(true);
    expect(within(email).getByText(/Always required/).textContent).toContain('identify the subscriber');
    expect(required.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('adds a phone field with a paired label, opens it, and makes it required in one undo step', async () => {
    const { store } = await setup();
    fireEvent.change(screen.getByLabelText('New field type'), { target: { value: 'tel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    const html = sectionHtml(store);
    const id = /for="(field-[A-Za-z0-9]{5})">Phone<\/label>/.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toContain(`<input class="form-control" id="${id}" name="phone" type="tel"></div><button`);
    const phone = group('Field 4: Phone');
    const required = within(phone).getByRole('checkbox', { name: 'Required' });
    fireEvent.click(required);
    expect(sectionHtml(store)).toContain(`id="${id}" name="phone" type="tel" required>`);
    undo(store);
    expect(sectionHtml(store)).toContain(`id="${id}" name="phone" type="tel"></div>`);
    expect(
      (within(group('Field 4: Phone')).getByRole('checkbox', { name: 'Required' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it('moves and removes a field, each one undo step', async () => {
    const { store } = await setup();
    const before = sectionHtml(store);
    fireEvent.click(within(group('Field 3: City')).getByText('City · Text'));
    fireEvent.click(within(group('Field 3: City')).getByRole('button', { name: 'Move up' }));
    expect(sectionHtml(store).indexOf('o-city')).toBeLessThan(sectionHtml(store).indexOf('o-email'));
    undo(store);
    expect(sectionHtml(store)).toBe(before);
    fireEvent.click(within(group('Field 3: City')).getByRole('button', { name: 'Remove' }));
    expect(sectionHtml(store)).not.toContain('o-city');
    undo(store);
    expect(sectionHtml(store)).toBe(before);
  });

  it('writes the submit text, the messages and the next page the published page reads', async () => {
    const { store } = await setup();
    fireEvent.change(screen.getByLabelText('Submit button text'), { target: { value: 'Join now' } });
    fireEvent.change(screen.getByLabelText('Success message'), { target: { value: 'See you Monday!' } });
    fireEvent.change(screen.getByLabelText('Failure message'), { target: { value: 'Please retry.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go to a page' }));
    expect(screen.getByLabelText('Next page')).toBeTruthy();
    const form = findNode(store, 'form');
    expect(getAttr(form, 'data-success-message')).toBe('See you Monday!');
    expect(getAttr(form, 'data-failure-message')).toBe('Please retry.');
    expect(getAttr(form, 'data-after-submit')).toBe('next_page');
    expect(sectionHtml(store)).toContain('<button class="btn btn-primary" type="submit">Join now</button>');
    // The list subscribers join: the project's only, until an email tool is connected.
    expect((screen.getByLabelText('Subscribers go to') as HTMLSelectElement).value).toBe('');
    expect(
      await screen.findByText(
        'Connect Mailchimp or ActiveCampaign in Website settings → Email tools to send subscribers to a list.',
      ),
    ).toBeTruthy();
  });

  it('offers the lists of a connected email tool and writes the choice and tags on the form', async () => {
    const store = editorStoreWith([section(FORM)], 5, 1000);
    await renderStorePanel(FormPanel, store, select(store, byTag('form')), {
      handlers: {
        'GET /api/mailchimp/get_connection/pr1': async () => connection('mailchimp', true),
        'GET /api/active_campaign/get_connection/pr1': async () => connection('activecampaign', false),
        'GET /api/mailchimp/get_mailchimp_list/pr1': async () => ({
          body: {
            code: 200,
            message: 'Lists',
            lists: [{ id: 'a1b2c3', name: 'Newsletter', member_count: 3 }],
          },
        }),
        'GET /api/mailchimp/get_mailchimp_segment_by_list/a1b2c3/all': async (_body, request) => {
          expect(new URL(request.url).searchParams.get('project_id')).toBe('pr1');
          return {
            body: {
              code: 200,
              message: 'Segments',
              segments: [
                { id: '7', name: 'webinar', member_count: 2, type: 'static' },
                { id: '8', name: 'Opened last week', member_count: 9, type: 'saved' },
                { id: '9', name: 'customer', member_count: 1, type: 'static' },
              ],
            },
          };
        },
      },
    });
    const chooser = screen.getByLabelText('Subscribers go to') as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Mailchimp · Newsletter' });
    fireEvent.change(chooser, { target: { value: 'mailchimp:a1b2c3' } });
    const form = () => findNode(store, 'form');
    expect(getAttr(form(), 'data-list-provider')).toBe('mailchimp');
    expect(getAttr(form(), 'data-list-id')).toBe('a1b2c3');
    // The list's tags (its static segments, not its saved ones) are offered as check boxes.
    const tags = await screen.findByRole('group', { name: 'Mailchimp tags' });
    await within(tags).findByRole('checkbox', { name: 'webinar' });
    expect([...tags.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'customer',
      'webinar',
    ]);
    fireEvent.click(within(tags).getByRole('checkbox', { name: 'webinar' }));
    expect(getAttr(form(), 'data-list-tags')).toBe('webinar');
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'webinar, lead' } });
    expect(getAttr(form(), 'data-list-tags')).toBe('webinar, lead');
    expect((within(tags).getByRole('checkbox', { name: 'webinar' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(tags).getByRole('checkbox', { name: 'customer' }));
    expect(getAttr(form(), 'data-list-tags')).toBe('webinar, lead, customer');
    fireEvent.click(within(tags).getByRole('checkbox', { name: 'webinar' }));
    expect(getAttr(form(), 'data-list-tags')).toBe('lead, customer');
    // More tags than the sync takes is refused beside the field, and the form keeps its tags.
    fireEvent.change(screen.getByLabelText('Tags'), {
      target: { value: Array.from({ length: 21 }, (_, i) => `t${i}`).join(', ') },
    });
    expect(screen.getByRole('alert').textContent).toBe(LIST_TAGS_MESSAGE);
    expect(getAttr(form(), 'data-list-tags')).toBe('lead, customer');
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'webinar, lead' } });
    expect(getAttr(form(), 'data-list-tags')).toBe('webinar, lead');
    fireEvent.change(chooser, { target: { value: '' } });
    expect(getAttr(form(), 'data-list-provider')).toBeUndefined();
    expect(getAttr(form(), 'data-list-id')).toBeUndefined();
    expect(getAttr(form(), 'data-list-tags')).toBeUndefined();
  });

  it("offers ActiveCampaign's account tags for its list, and says when a list has none", async () => {
    const listed = (lists: { id: string; name: string }[]) => async () => ({
      body: { code: 200, message: 'Lists', lists: lists.map((list) => ({ ...list, member_count: 0 })) },
    });
    const store = editorStoreWith([section(FORM)], 5, 1000);
    await renderStorePanel(FormPanel, store, select(store, byTag('form')), {
      handlers: {
        'GET /api/mailchimp/get_connection/pr1': async () => connection('mailchimp', true),
        'GET /api/active_campaign/get_connection/pr1': async () => connection('activecampaign', true),
        'GET /api/mailchimp/get_mailchimp_list/pr1': listed([{ id: 'a1b2c3', name: 'Newsletter' }]),
        'GET /api/active_campaign/get_list/pr1': listed([{ id: '2', name: 'Leads' }]),
        'GET /api/active_campaign/get_tag/pr1': async () => ({
          body: { code: 200, message: 'Tags', tags: [{ id: '5', name: 'vip' }] },
        }),
        'GET /api/mailchimp/get_mailchimp_segment_by_list/a1b2c3/all': async () => ({
          body: { code: 200, message: 'Segments', segments: [] },
        }),
      },
    });
    const chooser = screen.getByLabelText('Subscribers go to') as HTMLSelectElement;
    await screen.findByRole('option', { name: 'ActiveCampaign · Leads' });
    fireEvent.change(chooser, { target: { value: 'activecampaign:2' } });
    const tags = await screen.findByRole('group', { name: 'ActiveCampaign tags' });
    fireEvent.click(await within(tags).findByRole('checkbox', { name: 'vip' }));
    const form = () => findNode(store, 'form');
    expect(getAttr(form(), 'data-list-provider')).toBe('activecampaign');
    expect(getAttr(form(), 'data-list-tags')).toBe('vip');
    fireEvent.change(chooser, { target: { value: 'mailchimp:a1b2c3' } });
    const empty = await screen.findByRole('group', { name: 'Mailchimp tags' });
    expect(await within(empty).findByText('This list has no tags yet: type new ones below.')).toBeTruthy();
  });

  it('clears the tags when the list moves to another tool, and one undo brings both back', async () => {
    const listed = (lists: { id: string; name: string }[]) => async () => ({
      body: { code: 200, message: 'Lists', lists: lists.map((list) => ({ ...list, member_count: 0 })) },
    });
    const store = editorStoreWith([section(FORM)], 5, 1000);
    await renderStorePanel(FormPanel, store, select(store, byTag('form')), {
      handlers: {
        'GET /api/mailchimp/get_connection/pr1': async () => connection('mailchimp', true),
        'GET /api/active_campaign/get_connection/pr1': async () => connection('activecampaign', true),
        'GET /api/mailchimp/get_mailchimp_list/pr1': listed([{ id: 'a1b2c3', name: 'Newsletter' }]),
        'GET /api/active_campaign/get_list/pr1': listed([
          { id: '2', name: 'Leads' },
          { id: '3', name: 'Customers' },
        ]),
        'GET /api/active_campaign/get_tag/pr1': async () => ({
          body: { code: 200, message: 'Tags', tags: [{ id: '5', name: 'vip' }] },
        }),
        'GET /api/mailchimp/get_mailchimp_segment_by_list/a1b2c3/all': async () => ({
          body: { code: 200, message: 'Segments', segments: [] },
        }),
      },
    });
    const chooser = screen.getByLabelText('Subscribers go to') as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Mailchimp · Newsletter' });
    await screen.findByRole('option', { name: 'ActiveCampaign · Leads' });
    const form = () => findNode(store, 'form');
    const list = () =>
      ['data-list-provider', 'data-list-id', 'data-list-tags'].map((name) => getAttr(form(), name));
    // Typed as a user does: the box keeps its raw text until it loses focus to the list chooser.
    const typeTags = (value: string) => {
      fireEvent.change(screen.getByLabelText('Tags'), { target: { value } });
      fireEvent.blur(screen.getByLabelText('Tags'));
    };
    fireEvent.change(chooser, { target: { value: 'activecampaign:2' } });
    typeTags('vip, lead');
    // Another list of the same tool keeps the tags: they are that account's.
    fireEvent.change(chooser, { target: { value: 'activecampaign:3' } });
    expect(list()).toEqual(['activecampaign', '3', 'vip, lead']);
    // Another tool starts with none: the previous account's tags are not carried over.
    fireEvent.change(chooser, { target: { value: 'mailchimp:a1b2c3' } });
    expect(list()).toEqual(['mailchimp', 'a1b2c3', undefined]);
    expect((screen.getByLabelText('Tags') as HTMLInputElement).value).toBe('');
    undo(store);
    expect(list()).toEqual(['activecampaign', '3', 'vip, lead']);
    // And back the other way, Mailchimp's tags do not follow the list to ActiveCampaign.
    fireEvent.change(chooser, { target: { value: 'mailchimp:a1b2c3' } });
    typeTags('webinar');
    fireEvent.change(chooser, { target: { value: 'activecampaign:2' } });
    expect(list()).toEqual(['activecampaign', '2', undefined]);
    undo(store);
    expect(list()).toEqual(['mailchimp', 'a1b2c3', 'webinar']);
    // The project's subscribers only drops the list and its tags, again in one undo step.
    fireEvent.change(chooser, { target: { value: '' } });
    expect(list()).toEqual([undefined, undefined, undefined]);
    undo(store);
    expect(list()).toEqual(['mailchimp', 'a1b2c3', 'webinar']);
  });

  it('refuses an address that is not http(s), beside the field', async () => {
    const { store } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Go to an address' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    expect(screen.getByRole('alert').textContent).toBe(REDIRECT_MESSAGE);
    expect(getAttr(findNode(store, 'form'), 'data-redirect-url')).toBeUndefined();
    fireEvent.change(address, { target: { value: 'https://example.com/thanks' } });
    expect(getAttr(findNode(store, 'form'), 'data-redirect-url')).toBe('https://example.com/thanks');
  });
});
