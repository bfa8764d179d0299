/**
 * A local ActiveCampaign API v3 for tests (issue 25 "local fakes speaking the real shapes"), on
 * 127.0.0.1 with a random port; `base` (`http://127.0.0.1:{port}/api/3`) is the server's
 * `ACTIVECAMPAIGN_API_BASE`.
 * - Auth: the `Api-Token` header; an unknown token is a 403 `{"message": "No Result found for User
 *   with id 0"}` as ActiveCampaign answers it.
 * - `GET /users/me`, `GET /lists`, `GET|POST /tags` (`?search=`), `POST /contact/sync` (create or update
 *   by email), `POST /contactLists`, `POST /contactTags`, `GET /contacts?search=&limit=`,
 *   `DELETE /contacts/{id}`; answers carry ActiveCampaign's envelopes (`{contact}`, `{lists, meta}`…).
 * - A bad email is a 422 `{errors: [{title, detail, code, source}]}`; an unknown list or contact a 404
 *   `{"message": "No Result found for … with id …"}`.
 * - `failNext(n, status)` answers the next n calls with 429 (with `Retry-After`) or a 5xx.
 * - `tagCalls` records every `POST /contactTags` (contact and tag ids), in order.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeContact {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  cdate: string;
  lists: Set<string>;
  tags: Set<string>;
}

export interface FakeActiveCampaign {
  readonly url: string;
  readonly base: string;
  readonly lists: Map<string, { id: string; name: string }>;
  readonly tags: Map<string, { id: string; tag: string }>;
  readonly contacts: Map<string, FakeContact>;
  readonly validTokens: Set<string>;
  readonly requests: { method: string; path: string }[];
  readonly tagCalls: { contact: string; tag: string }[];
  failNext(count: number, status: number, retryAfter?: string): void;
  close(): Promise<void>;
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Record<string, Record<string, unknown>>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

const contactOut = (contact: FakeContact) => ({
  id: contact.id,
  email: contact.email,
  firstName: contact.firstName,
  lastName: contact.lastName,
  cdate: contact.cdate,
  links: {},
});

export async function startFakeActiveCampaign(
  options: { tokens?: readonly string[]; lists?: readonly { id: string; name: string }[] } = {},
): Promise<FakeActiveCampaign> {
  const lists = new Map((options.lists ?? []).map((list) => [list.id, { ...list }]));
  const tags = new Map<string, { id: string; tag: string }>();
  const contacts = new Map<string, FakeContact>();
  const validTokens = new Set(options.tokens ?? []);
  const requests: { method: string; path: string }[] = [];
  const tagCalls: { contact: string; tag: string }[] = [];
  let failures = { count: 0, status: 0, retryAfter: '1' };
  let nextId = 1;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    requests.push({ method, path: url.pathname });
    const token = request.headers['api-token'];
    if (typeof token !== 'string' || !validTokens.has(token))
      return json(response, 403, { message: 'No Result found for User with id 0' });
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.status === 429) {
        response.setHeader('retry-after', failures.retryAfter);
        return json(response, 429, { message: 'Too Many Requests' });
      }
      return json(response, failures.status, { message: 'Service Unavailable' });
    }
    const path = url.pathname.replace(/^\/api\/3/, '');
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';

    if (method === 'GET' && path === '/users/me')
      return json(response, 200, { user: { id: '1', username: 'fake-admin', email: 'admin@example.test' } });
    if (method === 'GET' && path === '/lists')
      return json(response, 200, {
        lists: [...lists.values()].map((list) => ({
          ...list,
          stringid: list.name.toLowerCase(),
          subscriber_count: [...contacts.values()].filter((contact) => contact.lists.has(list.id)).length,
        })),
        meta: { total: String(lists.size) },
      });
    if (method === 'GET' && path === '/tags') {
      const found = [...tags.values()].filter((tag) => tag.tag.toLowerCase().includes(search));
      return json(response, 200, {
        tags: found.map((tag) => ({ ...tag, tagType: 'contact' })),
        meta: { total: String(found.length) },
      });
    }
    if (method === 'POST' && path === '/tags') {
      const body = await readBody(request);
      const tag = { id: String(nextId++), tag: String(body.tag?.tag ?? '') };
      tags.set(tag.id, tag);
      return json(response, 201, { tag: { ...tag, tagType: 'contact' } });
    }
    if (method === 'POST' && path === '/contact/sync') {
      const body = await readBody(request);
      const email = String(body.contact?.email ?? '');
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        return json(response, 422, {
          errors: [
            {
              title: 'Email address is not valid.',
              detail: '',
              code: 'email_invalid',
              source: { pointer: '/data/attributes/email' },
            },
          ],
        });
      let contact = [...contacts.values()].find((one) => one.email.toLowerCase() === email.toLowerCase());
      if (!contact) {
        contact = {
          id: String(nextId++),
          email,
          firstName: '',
          lastName: '',
          cdate: new Date().toISOString(),
          lists: new Set(),
          tags: new Set(),
        };
        contacts.set(contact.id, contact);
      }
      contact.firstName = String(body.contact?.firstName ?? contact.firstName);
      contact.lastName = String(body.contact?.lastName ?? contact.lastName);
      return json(response, 201, { contact: contactOut(contact) });
    }
    if (method === 'POST' && path === '/contactLists') {
      const body = await readBody(request);
      const listId = String(body.contactList?.list ?? '');
      const contact = contacts.get(String(body.contactList?.contact ?? ''));
      if (!lists.has(listId))
        return json(response, 404, { message: `No Result found for List with id ${listId}` });
      if (!contact) return json(response, 404, { message: 'No Result found for Subscriber with id 0' });
      contact.lists.add(listId);
      return json(response, 201, { contactList: { contact: contact.id, list: listId, status: 1 } });
    }
    if (method === 'POST' && path === '/contactTags') {
      const body = await readBody(request);
      const contact = contacts.get(String(body.contactTag?.contact ?? ''));
      const tagId = String(body.contactTag?.tag ?? '');
      tagCalls.push({ contact: String(body.contactTag?.contact ?? ''), tag: tagId });
      if (!contact || !tags.has(tagId))
        return json(response, 404, { message: 'No Result found for Tag with id 0' });
      contact.tags.add(tagId);
      return json(response, 201, { contactTag: { contact: contact.id, tag: tagId } });
    }
    if (method === 'GET' && path === '/contacts') {
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const found = [...contacts.values()].filter(
        (contact) =>
          !search ||
          `${contact.email} ${contact.firstName} ${contact.lastName}`.toLowerCase().includes(search),
      );
      return json(response, 200, {
        contacts: found.slice(0, limit).map(contactOut),
        meta: { total: String(found.length) },
      });
    }
    const one = /^\/contacts\/([0-9]+)$/.exec(path);
    if (method === 'DELETE' && one) {
      if (!contacts.delete(one[1] ?? ''))
        return json(response, 404, { message: `No Result found for Subscriber with id ${one[1]}` });
      return json(response, 200, {});
    }
    return json(response, 404, { message: 'Not Found' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    base: `${url}/api/3`,
    lists,
    tags,
    contacts,
    validTokens,
    requests,
    tagCalls,
    failNext(count, status, retryAfter = '1') {
      failures = { count, status, retryAfter };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
