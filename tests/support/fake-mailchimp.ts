/**
 * A local Mailchimp Marketing API v3 for tests (issue 25 "local fakes speaking the real shapes"), on
 * 127.0.0.1 with a random port; its `url` + `/{dc}/3.0` is the server's `MAILCHIMP_API_BASE`
 * (`http://127.0.0.1:{port}/{dc}/3.0`), so the data centre a key names is checked too.
 * - Auth: HTTP Basic with any user and the API key as password (or `Bearer {key}`); an unknown key, or
 *   a key of another data centre, is a 401 problem document (`type`, `title: "API Key Invalid"`,
 *   `status`, `detail`, `instance`) with `content-type: application/problem+json`.
 * - `GET /` (account), `GET /lists`, `GET /lists/{id}/segments[/{segment_id}]`,
 *   `PUT /lists/{id}/members/{md5 of lowercased email}` (upsert: `email_address`, `status_if_new`,
 *   `merge_fields`), `POST /lists/{id}/members/{hash}/tags` (204; a tag becomes a static segment).
 * - An unknown list is a 404 "Resource Not Found"; a bad email a 400 "Invalid Resource".
 * - `failNext(n, status)` answers the next n calls with 429 (with `Retry-After`) or a 5xx;
 *   `refuseMembers(problem)` answers member upserts with that 400 problem until called with none;
 *   `hold()` keeps the next member upsert waiting until `release()` (a job in flight).
 * - `addTag(list, name)` gives a list a tag (a static segment); `tagCalls` records every tags call.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMember {
  id: string;
  email_address: string;
  status: string;
  merge_fields: Record<string, string>;
  tags: { id: number; name: string }[];
}

export interface FakeList {
  id: string;
  name: string;
  members: Map<string, FakeMember>;
  segments: { id: number; name: string; type: 'static' | 'saved' }[];
}

export interface FakeMailchimp {
  readonly url: string;
  /** The `MAILCHIMP_API_BASE` to give the server. */
  readonly base: string;
  readonly lists: Map<string, FakeList>;
  readonly validKeys: Set<string>;
  /** Every request, in order: method and path. */
  readonly requests: { method: string; path: string }[];
  /** Every `POST /lists/{id}/members/{hash}/tags`, in order, with the tags it sent. */
  readonly tagCalls: { listId: string; hash: string; tags: { name: string; status: string }[] }[];
  addList(id: string, name: string): FakeList;
  /** A tag of the list (a static segment with no members yet). */
  addTag(listId: string, name: string): void;
  /** Member upserts answer 400 with this problem (Mailchimp's `title` and `detail`) until `undefined`. */
  refuseMembers(problem: { title: string; detail: string } | undefined): void;
  /** The next `count` calls answer `status` (429 carries `Retry-After: retryAfter`). */
  failNext(count: number, status: number, retryAfter?: string): void;
  /** Member upserts wait until `release()`; answers once the first one arrived. */
  hold(): Promise<void>;
  release(): void;
  close(): Promise<void>;
}

export const subscriberHashOf = (email: string) =>
  createHash('md5').update(email.toLowerCase()).digest('hex');

function problem(response: ServerResponse, status: number, title: string, detail: string, path: string) {
  response.writeHead(status, { 'content-type': 'application/problem+json; charset=utf-8' });
  response.end(
    JSON.stringify({
      type: 'https://mailchimp.com/developer/marketing/docs/errors/',
      title,
      status,
      detail,
      instance: `${path}-${Math.random().toString(16).slice(2, 10)}`,
    }),
  );
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function keyOf(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) return header.slice(7);
  if (!header.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1);
}

export async function startFakeMailchimp(options: { keys?: readonly string[] } = {}): Promise<FakeMailchimp> {
  const lists = new Map<string, FakeList>();
  const validKeys = new Set(options.keys ?? []);
  const requests: { method: string; path: string }[] = [];
  const tagCalls: FakeMailchimp['tagCalls'] = [];
  let refusal: { title: string; detail: string } | undefined;
  let failures: { count: number; status: number; retryAfter: string } = {
    count: 0,
    status: 0,
    retryAfter: '',
  };
  let holding: { arrived: () => void; gate: Promise<void>; open: () => void } | undefined;
  let nextSegment = 1;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    requests.push({ method, path: url.pathname });
    const match = /^\/([a-z]{2,4}[0-9]{1,3})\/3\.0(\/.*)?$/.exec(url.pathname);
    if (!match)
      return problem(
        response,
        404,
        'Resource Not Found',
        'The requested resource could not be found.',
        url.pathname,
      );
    const dc = match[1] ?? '';
    const path = (match[2] ?? '/').replace(/\/$/, '') || '/';
    const key = keyOf(request);
    if (!key || !validKeys.has(key) || !key.endsWith(`-${dc}`))
      return problem(
        response,
        401,
        'API Key Invalid',
        `Your API key may be invalid, or you've attempted to access the wrong datacenter.`,
        url.pathname,
      );
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.status === 429) {
        response.setHeader('retry-after', failures.retryAfter);
        return problem(
          response,
          429,
          'Too Many Requests',
          'You have exceeded the limit of 10 simultaneous connections.',
          url.pathname,
        );
      }
      return problem(
        response,
        failures.status,
        'Internal Server Error',
        'An unexpected internal error has occurred.',
        url.pathname,
      );
    }

    if (method === 'GET' && path === '/')
      return json(response, 200, {
        account_id: 'fake0001',
        account_name: 'Fake Account',
        email: 'owner@example.test',
      });
    if (method === 'GET' && path === '/lists')
      return json(response, 200, {
        lists: [...lists.values()].map((list) => ({
          id: list.id,
          name: list.name,
          stats: { member_count: list.members.size },
        })),
        total_items: lists.size,
      });

    const listPath = /^\/lists\/([^/]+)(\/.*)?$/.exec(path);
    const list = listPath ? lists.get(decodeURIComponent(listPath[1] ?? '')) : undefined;
    if (!listPath || !list)
      return problem(
        response,
        404,
        'Resource Not Found',
        'The requested resource could not be found.',
        url.pathname,
      );
    const rest = listPath[2] ?? '';
    const memberCount = (segment: { name: string }) =>
      [...list.members.values()].filter((member) => member.tags.some((tag) => tag.name === segment.name))
        .length;

    if (method === 'GET' && rest === '/segments')
      return json(response, 200, {
        segments: list.segments.map((segment) => ({
          ...segment,
          member_count: memberCount(segment),
          list_id: list.id,
        })),
        total_items: list.segments.length,
      });
    const segmentPath = /^\/segments\/([0-9]+)$/.exec(rest);
    if (method === 'GET' && segmentPath) {
      const segment = list.segments.find((one) => String(one.id) === segmentPath[1]);
      if (!segment)
        return problem(
          response,
          404,
          'Resource Not Found',
          'The requested segment was not found.',
          url.pathname,
        );
      return json(response, 200, { ...segment, member_count: memberCount(segment), list_id: list.id });
    }

    const memberPath = /^\/members\/([0-9a-f]{32})(\/tags)?$/.exec(rest);
    if (memberPath && method === 'PUT' && !memberPath[2]) {
      const body = await readBody(request);
      const email = String(body.email_address ?? '');
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        return problem(
          response,
          400,
          'Invalid Resource',
          `${email} looks fake or invalid, please enter a real email address.`,
          url.pathname,
        );
      if (subscriberHashOf(email) !== memberPath[1])
        return problem(
          response,
          400,
          'Invalid Resource',
          'The subscriber hash does not match the email address.',
          url.pathname,
        );
      if (refusal) return problem(response, 400, refusal.title, refusal.detail, url.pathname);
      if (holding) {
        holding.arrived();
        await holding.gate;
      }
      const existing = list.members.get(memberPath[1] ?? '');
      const member: FakeMember = {
        id: memberPath[1] ?? '',
        email_address: email,
        status: existing?.status ?? String(body.status_if_new ?? 'subscribed'),
        merge_fields: { ...existing?.merge_fields, ...(body.merge_fields as Record<string, string>) },
        tags: existing?.tags ?? [],
      };
      list.members.set(member.id, member);
      return json(response, 200, { ...member, list_id: list.id, tags_count: member.tags.length });
    }
    if (memberPath && method === 'POST' && memberPath[2]) {
      const member = list.members.get(memberPath[1] ?? '');
      if (!member)
        return problem(
          response,
          404,
          'Resource Not Found',
          'The requested resource could not be found.',
          url.pathname,
        );
      const body = await readBody(request);
      tagCalls.push({
        listId: list.id,
        hash: member.id,
        tags: ((body.tags as { name: string; status: string }[]) ?? []).map(({ name, status }) => ({
          name,
          status,
        })),
      });
      for (const tag of (body.tags as { name: string; status: string }[]) ?? []) {
        let segment = list.segments.find((one) => one.name === tag.name);
        if (!segment) {
          segment = { id: nextSegment++, name: tag.name, type: 'static' };
          list.segments.push(segment);
        }
        if (tag.status === 'active' && !member.tags.some((one) => one.name === tag.name))
          member.tags.push({ id: segment.id, name: segment.name });
      }
      response.writeHead(204);
      return response.end();
    }
    return problem(
      response,
      405,
      'Method Not Allowed',
      'The requested method and resource are not compatible.',
      url.pathname,
    );
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) problem(response, 500, 'Internal Server Error', String(error), '/');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    base: `${url}/{dc}/3.0`,
    lists,
    validKeys,
    requests,
    tagCalls,
    addList(id, name) {
      const list: FakeList = { id, name, members: new Map(), segments: [] };
      lists.set(id, list);
      return list;
    },
    addTag(listId, name) {
      lists.get(listId)?.segments.push({ id: nextSegment++, name, type: 'static' });
    },
    refuseMembers(problem) {
      refusal = problem;
    },
    failNext(count, status, retryAfter = '1') {
      failures = { count, status, retryAfter };
    },
    hold() {
      return new Promise<void>((arrived) => {
        let open = () => {};
        const gate = new Promise<void>((resolve) => {
          open = resolve;
        });
        holding = { arrived, gate, open };
      });
    },
    release() {
      holding?.open();
      holding = undefined;
    },
    async close() {
      holding?.open();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
