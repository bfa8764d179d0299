/**
 * Issue 21 "DNS instructions" and "On-demand TLS": the records a domain needs (CNAME for a subdomain,
 * A/AAAA or ALIAS for an apex name by the Public Suffix List), "Check DNS" against a real DNS server
 * (a local fake speaking the protocol over UDP) with pending / verified / wrong target, and Caddy's
 * `ask` endpoint allowing certificates only for verified attached domains and preview domains.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../../src/server/config.ts';
import { checkDns, createResolver, isApex, recordsFor } from '../../src/server/net/dns-check.ts';
import { call, createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';
import { type FakeDns, startFakeDns } from './support/fake-dns.ts';

const TARGET = { cname: 'sites.pagewright.example', ipv4: '203.0.113.10', ipv6: '2001:db8::10' };

let dns: FakeDns;
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  dns = await startFakeDns({
    'sites.pagewright.example': { A: ['203.0.113.10'], AAAA: ['2001:db8::10'] },
    'www.good-shop.example': { CNAME: ['sites.pagewright.example.'] },
    'good-shop.example': { A: ['203.0.113.10'] },
    'www.elsewhere.example': { CNAME: ['other-host.example'] },
    'elsewhere.example': { A: ['198.51.100.7'] },
  });
  t = await createTestApp({ dns: { target: TARGET, servers: [dns.server] } });
  owner = await registerUser(t.app, 'dns-owner');
});
afterAll(async () => {
  await t?.close();
  await dns?.close();
});

describe('settings', () => {
  it('reads SITES_DOMAIN, the DNS target and servers, with defaults from the hosted base', () => {
    const defaults = readSettings({});
    expect(defaults.sitesDomain).toBe('localhost');
    expect(defaults.dns).toEqual({
      target: { cname: '127.0.0.1', ipv4: undefined, ipv6: undefined },
      servers: [],
    });
    const set = readSettings({
      SITES_DOMAIN: 'Sites.Example.NET.',
      HOSTED_BASE: 'https://hosted.example.net',
      SITES_IPV4: '203.0.113.10',
      SITES_IPV6: '2001:db8::10',
      DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353, [2606:4700::1111]:53, ::1',
    });
    expect(set.sitesDomain).toBe('sites.example.net');
    expect(set.dns).toEqual({
      target: { cname: 'hosted.example.net', ipv4: '203.0.113.10', ipv6: '2001:db8::10' },
      servers: ['1.1.1.1', '127.0.0.1:5353', '[2606:4700::1111]:53', '::1'],
    });
    expect(readSettings({ SITES_CNAME_TARGET: 'Edge.Example.com' }).dns.target.cname).toBe(
      'edge.example.com',
    );
  });

  it('refuses what is not a domain or an address, naming the setting', () => {
    expect(() => readSettings({ SITES_DOMAIN: 'http://sites.example' })).toThrow(/SITES_DOMAIN/);
    expect(() => readSettings({ SITES_DOMAIN: 'bad_domain' })).toThrow(SettingsError);
    expect(() => readSettings({ SITES_IPV4: '2001:db8::1' })).toThrow(/SITES_IPV4/);
    expect(() => readSettings({ SITES_IPV6: '10.0.0.1' })).toThrow(/SITES_IPV6/);
    expect(() => readSettings({ DNS_SERVERS: 'dns.google' })).toThrow(/DNS_SERVERS/);
  });
});

describe('the records a domain needs', () => {
  it('is a CNAME for a subdomain and A/AAAA for an apex name, by the Public Suffix List', () => {
    expect(isApex('shop.example')).toBe(true);
    expect(isApex('shop.co.uk')).toBe(true);
    expect(isApex('www.shop.co.uk')).toBe(false);
    expect(recordsFor('www.shop.co.uk', TARGET)).toEqual([
      { type: 'CNAME', name: 'www.shop.co.uk', value: 'sites.pagewright.example' },
    ]);
    expect(recordsFor('shop.co.uk', TARGET)).toEqual([
      { type: 'A', name: 'shop.co.uk', value: '203.0.113.10' },
      { type: 'AAAA', name: 'shop.co.uk', value: '2001:db8::10' },
    ]);
    // Without configured addresses an apex name needs the provider's ALIAS (ANAME) record.
    expect(recordsFor('shop.example', { cname: 'sites.pagewright.example' })).toEqual([
      { type: 'ALIAS', name: 'shop.example', value: 'sites.pagewright.example' },
    ]);
  });
});

describe('checking DNS', () => {
  const resolver = () => createResolver([dns.server], 2000);

  it('tells verified, wrong target and pending apart', async () => {
    expect(await checkDns('www.good-shop.example', TARGET, resolver())).toEqual({
      status: 'verified',
      found: ['sites.pagewright.example'],
    });
    expect((await checkDns('good-shop.example', TARGET, resolver())).status).toBe('verified');
    expect(await checkDns('www.elsewhere.example', TARGET, resolver())).toEqual({
      status: 'wrong_target',
      found: ['other-host.example'],
    });
    expect(await checkDns('elsewhere.example', TARGET, resolver())).toEqual({
      status: 'wrong_target',
      found: ['198.51.100.7'],
    });
    expect(await checkDns('nowhere.example', TARGET, resolver())).toEqual({ status: 'pending', found: [] });
  });

  it('compares addresses with what the target name resolves to when none are configured', async () => {
    const byName = { cname: 'sites.pagewright.example' };
    expect((await checkDns('good-shop.example', byName, resolver())).status).toBe('verified');
    expect((await checkDns('elsewhere.example', byName, resolver())).status).toBe('wrong_target');
  });

  it('gives up after its timeout as pending when no DNS server answers', async () => {
    const silent = createResolver(['127.0.0.1:9'], 300);
    const started = Date.now();
    expect(await checkDns('www.good-shop.example', TARGET, silent)).toEqual({ status: 'pending', found: [] });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('Check DNS and the TLS ask endpoint', () => {
  const ask = async (domain: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/tls/ask?domain=${encodeURIComponent(domain)}` }))
      .statusCode;

  it('shows the records, verifies on check, and only then allows a certificate', async () => {
    const project = await createProject(t.app, owner.token, 'Good Shop');
    const attached = await call(t.app, owner.token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: project._id,
      domain: 'www.good-shop.example',
    });
    expect(attached.body.domain).toMatchObject({
      dns_status: 'pending',
      dns_checked_at: null,
      dns_records: [{ type: 'CNAME', name: 'www.good-shop.example', value: 'sites.pagewright.example' }],
    });
    expect(await ask('www.good-shop.example')).toBe(404);

    const checked = await call(t.app, owner.token, 'POST', '/api/project/check_domain_dns', {
      project_id: project._id,
    });
    expect(checked.status).toBe(200);
    expect(checked.body.message).toBe('DNS verified: the domain points here.');
    expect(checked.body.domain).toMatchObject({
      dns_status: 'verified',
      dns_found: ['sites.pagewright.example'],
    });
    expect(checked.body.domain.dns_checked_at).toEqual(expect.any(String));
    expect(await ask('www.good-shop.example')).toBe(200);
    expect(await ask('WWW.Good-Shop.example.')).toBe(200);

    // The records move: the next check says so, and certificates stop.
    dns.zone.set('www.good-shop.example', { CNAME: ['other-host.example'] });
    const moved = await call(t.app, owner.token, 'POST', '/api/project/check_domain_dns', {
      project_id: project._id,
    });
    expect(moved.body.domain).toMatchObject({
      dns_status: 'wrong_target',
      dns_found: ['other-host.example'],
    });
    expect(moved.body.message).toMatch(/points somewhere else/);
    expect(await ask('www.good-shop.example')).toBe(404);
    dns.zone.set('www.good-shop.example', { CNAME: ['sites.pagewright.example'] });
  });

  it('allows preview domains of existing projects and nothing else', async () => {
    const project = (await createProject(t.app, owner.token, 'Preview Me')) as unknown as {
      preview_domain: string;
    };
    expect(await ask(project.preview_domain)).toBe(200);
    expect(await ask('no-such-project.localhost')).toBe(404);
    expect(await ask('www.elsewhere.example')).toBe(404);
    expect(await ask('127.0.0.1')).toBe(404);
    expect(await ask('')).toBe(404);
  });

  it('checks only the owner’s own domains', async () => {
    const other = await registerUser(t.app, 'dns-other');
    const project = await createProject(t.app, owner.token, 'Mine');
    const answer = await call(t.app, other.token, 'POST', '/api/project/check_domain_dns', {
      project_id: project._id,
      domain: 'www.good-shop.example',
    });
    expect(answer.status).toBe(404);
  });
});
