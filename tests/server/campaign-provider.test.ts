/**
 * The small pure parts of the email-tool clients (src/server/campaign): the provider's reason read from
 * each error body shape, Retry-After in seconds or as a date, the Mailchimp data centre and member hash,
 * and the list a form's attributes name (form-schema.ts), valid or ignored.
 */
import { describe, expect, it } from 'vitest';
import { dataCentreOf, subscriberHash } from '../../src/server/campaign/mailchimp.ts';
import { reasonOf, retryAfterMsOf } from '../../src/server/campaign/provider-http.ts';
import { readSettings, SettingsError } from '../../src/server/config.ts';
import { wiredForms } from '../../src/server/sites/form-schema.ts';

describe('provider errors', () => {
  it('reads Mailchimp problem documents, ActiveCampaign messages and error lists', () => {
    expect(
      reasonOf({ type: 'x', title: 'Resource Not Found', status: 404, detail: 'The list is gone.' }, '?'),
    ).toBe('Resource Not Found: The list is gone.');
    expect(reasonOf({ message: 'No Result found for User with id 0' }, '?')).toBe(
      'No Result found for User with id 0',
    );
    expect(reasonOf({ errors: [{ title: 'Email address is not valid.', detail: '' }] }, '?')).toBe(
      'Email address is not valid.',
    );
    expect(reasonOf('<html>', 'fallback')).toBe('fallback');
    expect(reasonOf({ message: 'x'.repeat(1000) }, '?')).toHaveLength(300);
  });

  it('reads Retry-After in seconds or as an HTTP date', () => {
    expect(retryAfterMsOf('2')).toBe(2000);
    expect(retryAfterMsOf(null)).toBeUndefined();
    expect(retryAfterMsOf('soon')).toBeUndefined();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMsOf('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
  });
});

describe('Mailchimp addressing', () => {
  it('takes the data centre from the key and hashes the lowercased email', () => {
    expect(dataCentreOf(`${'a'.repeat(32)}-us21`)).toBe('us21');
    // md5("ada@example.com"), as Mailchimp documents the subscriber hash.
    expect(subscriberHash('Ada@Example.com')).toBe('3e3417d7ef77d5932a6734b916515ed5');
  });
});

describe('a form’s email list', () => {
  const formWith = (attributes: string) =>
    wiredForms(
      `<form ${attributes}><input type="hidden" name="_pw_form" value="0"><input name="email" type="email"></form>`,
    ).get('0');

  it('is read from the form’s attributes, tags split on commas', () => {
    expect(
      formWith('data-list-provider="mailchimp" data-list-id="a1b2c3" data-list-tags=" webinar, ,lead "')
        ?.syncTarget,
    ).toEqual({
      provider: 'mailchimp',
      list_id: 'a1b2c3',
      tags: ['webinar', 'lead'],
    });
    expect(formWith('data-list-provider="activecampaign" data-list-id="7"')?.syncTarget).toEqual({
      provider: 'activecampaign',
      list_id: '7',
      tags: [],
    });
  });

  it('is ignored when missing or invalid', () => {
    expect(formWith('')?.syncTarget).toBeUndefined();
    expect(formWith('data-list-provider="mailchimp"')?.syncTarget).toBeUndefined();
    expect(formWith('data-list-provider="hubspot" data-list-id="1"')?.syncTarget).toBeUndefined();
    expect(formWith('data-list-provider="mailchimp" data-list-id="../../lists"')?.syncTarget).toBeUndefined();
  });
});

describe('settings', () => {
  it('reads the providers’ addresses (keeping Mailchimp’s {dc}) and the job settings', () => {
    const settings = readSettings({
      MAILCHIMP_API_BASE: 'http://127.0.0.1:4010/{dc}/3.0/',
      ACTIVECAMPAIGN_API_BASE: 'http://127.0.0.1:4011/api/3',
      JOB_TIMEOUT_SECONDS: '60',
      JOB_RETRY_LIMIT: '3',
    });
    expect(settings.campaign).toEqual({
      mailchimpBase: 'http://127.0.0.1:4010/{dc}/3.0',
      activeCampaignBase: 'http://127.0.0.1:4011/api/3',
    });
    expect(settings.jobs).toEqual({ timeoutSeconds: 60, retryLimit: 3 });
    expect(readSettings({}).campaign).toEqual({ mailchimpBase: undefined, activeCampaignBase: undefined });
    expect(readSettings({}).jobs).toEqual({ timeoutSeconds: 300, retryLimit: 6 });
  });

  it('refuses addresses that are not http(s) and job settings below 1', () => {
    expect(() => readSettings({ MAILCHIMP_API_BASE: 'file:///etc/{dc}' })).toThrow(SettingsError);
    expect(() => readSettings({ ACTIVECAMPAIGN_API_BASE: 'javascript:alert(1)' })).toThrow(SettingsError);
    expect(() => readSettings({ JOB_TIMEOUT_SECONDS: '0' })).toThrow(SettingsError);
  });
});
