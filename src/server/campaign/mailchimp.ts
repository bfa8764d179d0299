/**
 * Mailchimp Marketing API v3 with plain fetch (README says why not `@mailchimp/mailchimp_marketing`):
 * the account (`GET /`), lists, a list's segments (tags are static segments), and the idempotent
 * member upsert (`PUT /lists/{id}/members/{md5 of the lowercased email}`) plus its tags. The data
 * centre is the key's suffix (`…-us21`); the base address is the setting `MAILCHIMP_API_BASE`
 * (default `https://{dc}.api.mailchimp.com/3.0`, `{dc}` replaced), so tests use a local fake.
 */
import { createHash } from 'node:crypto';
import type { CampaignList } from '../../api/campaign.ts';
import { callProvider, type ProviderHttpOptions, type ProviderResult } from './provider-http.ts';

export const DEFAULT_MAILCHIMP_BASE = 'https://{dc}.api.mailchimp.com/3.0';

export interface SubscriberDetails {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** The data centre named by a key's suffix (`us21`). */
export const dataCentreOf = (apiKey: string) => apiKey.slice(apiKey.lastIndexOf('-') + 1);

/** Mailchimp addresses a member by the MD5 of its lowercased email. */
export const subscriberHash = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

export function createMailchimpClient(
  apiKey: string,
  base: string = DEFAULT_MAILCHIMP_BASE,
  http?: ProviderHttpOptions,
) {
  const root = base.replace('{dc}', dataCentreOf(apiKey)).replace(/\/$/, '');
  const headers = { authorization: `Basic ${Buffer.from(`pagewright:${apiKey}`).toString('base64')}` };
  const call = <T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<ProviderResult<T>> =>
    callProvider<T>({ method, url: `${root}${path}`, headers, ...(body !== undefined && { body }) }, http);

  return {
    async account(): Promise<ProviderResult<{ name: string }>> {
      const result = await call<{ account_name?: string }>('GET', '/');
      return result.ok ? { ...result, body: { name: result.body.account_name ?? '' } } : result;
    },

    async lists(): Promise<ProviderResult<CampaignList[]>> {
      const result = await call<{
        lists?: { id: string; name: string; stats?: { member_count?: number } }[];
      }>('GET', '/lists?count=1000&fields=lists.id,lists.name,lists.stats.member_count');
      if (!result.ok) return result;
      return {
        ...result,
        body: (result.body.lists ?? []).map((list) => ({
          id: String(list.id),
          name: String(list.name),
          member_count: Number(list.stats?.member_count ?? 0),
        })),
      };
    },

    async segments(listId: string, segmentId: string) {
      type Segment = { id: number; name: string; member_count?: number; type?: string };
      const result =
        segmentId === 'all'
          ? await call<{ segments?: Segment[] }>(
              'GET',
              `/lists/${encodeURIComponent(listId)}/segments?count=1000`,
            )
          : await call<Segment>(
              'GET',
              `/lists/${encodeURIComponent(listId)}/segments/${encodeURIComponent(segmentId)}`,
            );
      if (!result.ok) return result;
      const rows = 'segments' in result.body ? (result.body.segments ?? []) : [result.body as Segment];
      return {
        ...result,
        body: rows.map((segment) => ({
          id: String(segment.id),
          name: String(segment.name),
          member_count: Number(segment.member_count ?? 0),
          type: String(segment.type ?? ''),
        })),
      };
    },

    /** Adds or updates the member (safe to repeat), then adds the tags. */
    async upsertMember(listId: string, who: SubscriberDetails, tags: readonly string[]) {
      const path = `/lists/${encodeURIComponent(listId)}/members/${subscriberHash(who.email)}`;
      const member = await call<{ id: string }>('PUT', path, {
        email_address: who.email,
        status_if_new: 'subscribed',
        merge_fields: { FNAME: who.firstName, LNAME: who.lastName },
      });
      if (!member.ok || tags.length === 0) return member;
      const tagged = await call<unknown>('POST', `${path}/tags`, {
        tags: tags.map((name) => ({ name, status: 'active' })),
      });
      return tagged.ok ? member : tagged;
    },
  };
}
