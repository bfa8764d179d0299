/**
 * ActiveCampaign API v3 with plain fetch: the key's user (`GET /users/me`), lists, tags, and
 * contacts — `POST /contact/sync` (create or update by email: safe to repeat), list subscription
 * (`/contactLists`, status 1), tags (`/contactTags`), search and delete. The address is the account's
 * `{account_url}/api/3`, or the setting `ACTIVECAMPAIGN_API_BASE` when set (tests: a local fake).
 */
import type { CampaignList, Contact } from '../../api/campaign.ts';
import type { SubscriberDetails } from './mailchimp.ts';
import { callProvider, type ProviderHttpOptions, type ProviderResult } from './provider-http.ts';

interface AcContact {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  cdate?: string;
}

const toContact = (contact: AcContact): Contact => ({
  id: String(contact.id),
  email: String(contact.email ?? ''),
  first_name: String(contact.firstName ?? ''),
  last_name: String(contact.lastName ?? ''),
  created_at: String(contact.cdate ?? ''),
});

export function createActiveCampaignClient(
  accountUrl: string,
  apiKey: string,
  base?: string,
  http?: ProviderHttpOptions,
) {
  const root = (base ?? `${accountUrl.replace(/\/$/, '')}/api/3`).replace(/\/$/, '');
  const headers = { 'api-token': apiKey };
  const call = <T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<ProviderResult<T>> =>
    callProvider<T>({ method, url: `${root}${path}`, headers, ...(body !== undefined && { body }) }, http);

  const tagIdOf = async (name: string): Promise<ProviderResult<string>> => {
    const found = await call<{ tags?: { id: string; tag: string }[] }>(
      'GET',
      `/tags?search=${encodeURIComponent(name)}&limit=100`,
    );
    if (!found.ok) return found;
    const existing = (found.body.tags ?? []).find((tag) => tag.tag.toLowerCase() === name.toLowerCase());
    if (existing) return { ...found, body: String(existing.id) };
    const made = await call<{ tag: { id: string } }>('POST', '/tags', {
      tag: { tag: name, tagType: 'contact', description: '' },
    });
    return made.ok ? { ...made, body: String(made.body.tag.id) } : made;
  };

  return {
    async account(): Promise<ProviderResult<{ name: string }>> {
      const result = await call<{ user?: { username?: string; email?: string } }>('GET', '/users/me');
      return result.ok
        ? { ...result, body: { name: result.body.user?.username ?? result.body.user?.email ?? '' } }
        : result;
    },

    async lists(): Promise<ProviderResult<CampaignList[]>> {
      const result = await call<{ lists?: { id: string; name: string; subscriber_count?: number }[] }>(
        'GET',
        '/lists?limit=100',
      );
      if (!result.ok) return result;
      return {
        ...result,
        body: (result.body.lists ?? []).map((list) => ({
          id: String(list.id),
          name: String(list.name),
          member_count: Number(list.subscriber_count ?? 0),
        })),
      };
    },

    async tags(): Promise<ProviderResult<{ id: string; name: string }[]>> {
      const result = await call<{ tags?: { id: string; tag: string }[] }>('GET', '/tags?limit=100');
      if (!result.ok) return result;
      return {
        ...result,
        body: (result.body.tags ?? []).map((tag) => ({ id: String(tag.id), name: tag.tag })),
      };
    },

    async contacts(search: string | undefined, limit: number) {
      const query = `?limit=${limit}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
      const result = await call<{ contacts?: AcContact[]; meta?: { total?: string | number } }>(
        'GET',
        `/contacts${query}`,
      );
      if (!result.ok) return result;
      const contacts = (result.body.contacts ?? []).map(toContact);
      return { ...result, body: { contacts, total: Number(result.body.meta?.total ?? contacts.length) } };
    },

    async deleteContact(contactId: string) {
      return call<unknown>('DELETE', `/contacts/${encodeURIComponent(contactId)}`);
    },

    /** Creates or updates the contact by email, subscribes it to the list, adds the tags. */
    async upsertContact(
      who: SubscriberDetails,
      listId: string | undefined,
      tags: readonly string[],
    ): Promise<ProviderResult<Contact>> {
      const synced = await call<{ contact: AcContact }>('POST', '/contact/sync', {
        contact: { email: who.email, firstName: who.firstName, lastName: who.lastName },
      });
      if (!synced.ok) return synced;
      const contact = toContact(synced.body.contact);
      if (listId) {
        const listed = await call<unknown>('POST', '/contactLists', {
          contactList: { list: listId, contact: contact.id, status: 1 },
        });
        if (!listed.ok) return listed;
      }
      for (const name of tags) {
        const tagId = await tagIdOf(name);
        if (!tagId.ok) return tagId;
        const tagged = await call<unknown>('POST', '/contactTags', {
          contactTag: { contact: contact.id, tag: tagId.body },
        });
        if (!tagged.ok) return tagged;
      }
      return { ...synced, body: contact };
    },
  };
}
