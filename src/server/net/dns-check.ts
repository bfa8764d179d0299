/**
 * A customer's domain and the DNS that brings it to the sites server (issue 21 "DNS instructions"):
 * which records to create, and whether they are in place.
 *
 * - A subdomain (`www.shop.example`) gets a CNAME to the sites server's name.
 * - An apex name (`shop.example`, where DNS forbids a CNAME) gets A/AAAA records to the server's
 *   addresses when they are configured, else an ALIAS (ANAME, "CNAME flattening") to its name.
 *   Which names are apex is decided by the Public Suffix List (`tldts`), so `shop.co.uk` is apex.
 * - "Check DNS" resolves the name with a timeout through the configured servers: `verified` when it
 *   points at the target (its CNAME is the target, or its addresses are the target's), `wrong_target`
 *   when it resolves elsewhere, `pending` when it does not resolve yet or the lookup timed out.
 */
import { Resolver } from 'node:dns/promises';
import { getDomain } from 'tldts';
import type { DnsRecord } from '../../api/domain.ts';

export interface DnsTarget {
  /** The sites server's host name: CNAME and ALIAS target. */
  readonly cname: string;
  readonly ipv4?: string | undefined;
  readonly ipv6?: string | undefined;
}

export type DnsStatus = 'pending' | 'verified' | 'wrong_target';

export interface DnsCheck {
  readonly status: DnsStatus;
  /** What the name resolved to (CNAME target or addresses), for the owner to compare. */
  readonly found: readonly string[];
}

export const DNS_TIMEOUT_MS = 3_000;

/** Whether `hostname` is a registrable domain itself (no CNAME allowed there). */
export function isApex(hostname: string): boolean {
  return getDomain(hostname, { allowPrivateDomains: true }) === hostname;
}

export function recordsFor(hostname: string, target: DnsTarget): DnsRecord[] {
  if (!isApex(hostname)) return [{ type: 'CNAME', name: hostname, value: target.cname }];
  const records: DnsRecord[] = [];
  if (target.ipv4) records.push({ type: 'A', name: hostname, value: target.ipv4 });
  if (target.ipv6) records.push({ type: 'AAAA', name: hostname, value: target.ipv6 });
  return records.length > 0 ? records : [{ type: 'ALIAS', name: hostname, value: target.cname }];
}

const sameName = (a: string, b: string) =>
  a.replace(/\.$/, '').toLowerCase() === b.replace(/\.$/, '').toLowerCase();

/** A resolver on `servers` (`host` or `host:port`; the system's when empty), giving up after `timeoutMs`. */
export function createResolver(servers: readonly string[] = [], timeoutMs = DNS_TIMEOUT_MS): Resolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}

/** Answers the records of `type`, or [] when there are none (NXDOMAIN, NODATA) or the lookup failed. */
async function lookup(resolver: Resolver, hostname: string, type: 'CNAME' | 'A' | 'AAAA'): Promise<string[]> {
  try {
    if (type === 'CNAME') return await resolver.resolveCname(hostname);
    return type === 'A' ? await resolver.resolve4(hostname) : await resolver.resolve6(hostname);
  } catch {
    return [];
  }
}

export async function checkDns(hostname: string, target: DnsTarget, resolver: Resolver): Promise<DnsCheck> {
  const cnames = await lookup(resolver, hostname, 'CNAME');
  if (cnames.some((name) => sameName(name, target.cname))) return { status: 'verified', found: cnames };
  const [v4, v6] = await Promise.all([lookup(resolver, hostname, 'A'), lookup(resolver, hostname, 'AAAA')]);
  const found = [...cnames, ...v4, ...v6];
  if (found.length === 0) return { status: 'pending', found };
  // The addresses the target stands for: the configured ones, else what the target's name resolves to.
  const expected = new Set<string>([target.ipv4, target.ipv6].filter((ip): ip is string => Boolean(ip)));
  if (expected.size === 0) {
    const [t4, t6] = await Promise.all([
      lookup(resolver, target.cname, 'A'),
      lookup(resolver, target.cname, 'AAAA'),
    ]);
    for (const ip of [...t4, ...t6]) expected.add(ip);
  }
  const addresses = [...v4, ...v6];
  const points = addresses.length > 0 && addresses.every((ip) => expected.has(ip));
  return { status: points ? 'verified' : 'wrong_target', found };
}
