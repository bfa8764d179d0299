/**
 * Domain and publish calls of spec §7 "Project" (`add_project_domain`, `attach_domain_with_project`,
 * `add_ssl_against_domain`) and the `publish` call (spec §4 "Publish", §8 messages). A domain is a
 * customer's hostname: IDN input is stored in its ASCII (punycode) form; IP addresses, `localhost`
 * and other local-only names are refused. Browser-safe (uses only the WHATWG URL parser).
 */
import { z } from 'zod';
import { Id, okEnvelope, Timestamp } from './common.ts';

export const HOSTNAME_MAX = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'invalid', 'arpa', 'home', 'lan', 'onion'];

/**
 * The ASCII form of a customer's hostname (`Bücher.Example.` → `xn--bcher-kva.example`), or undefined
 * when it is not a public DNS name: an IP in any spelling, a single label, a local-only suffix, a port,
 * a path, userinfo, bad punycode or a label that is too long.
 */
export function normalizeHostname(input: string): string | undefined {
  const raw = input.trim().replace(/\.$/, '');
  if (raw.length === 0 || raw.length > HOSTNAME_MAX * 2 || /[\s/:@?#[\]\\%]/.test(raw)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${raw}/`).hostname;
  } catch {
    return undefined;
  }
  if (host.length > HOSTNAME_MAX) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  for (const label of labels) {
    if (!LABEL.test(label)) return undefined;
    // IDNA reserves `??--` for encodings; only `xn--` (already verified by the URL parser) is real.
    if (label.slice(2, 4) === '--' && !label.startsWith('xn--')) return undefined;
  }
  const tld = labels.at(-1)!;
  if (/^[0-9]+$/.test(tld) || LOCAL_SUFFIXES.includes(tld)) return undefined;
  return host;
}

/**
 * Whether a customer's domain would be this service's own address or around it (issue 21, origins):
 * the app's or the sites server's host itself, a parent of it (its cookies would reach the app), or
 * a name under it. `ownHosts` are those hosts' names.
 */
export function isOwnHostname(domain: string, ownHosts: readonly string[]): boolean {
  return ownHosts.some((own) => own === domain || own.endsWith(`.${domain}`) || domain.endsWith(`.${own}`));
}

export const OWN_DOMAIN_MESSAGE =
  'This domain is part of Pagewright’s own address: connect a domain of your own.';

export const Hostname = z
  .string()
  .max(HOSTNAME_MAX * 2)
  .transform((value, ctx) => {
    const host = normalizeHostname(value);
    if (host === undefined) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be a public domain name such as www.example.com (no IP address, port, path or localhost)',
      });
      return z.NEVER;
    }
    return host;
  });

export const SSL_STATES = ['none', 'requested', 'issued', 'failed'] as const;
export const SslState = z.enum(SSL_STATES);

export const DNS_STATES = ['pending', 'verified', 'wrong_target'] as const;
export const DnsState = z.enum(DNS_STATES);

/** One record the owner creates at their DNS provider. */
export const DnsRecord = z.object({
  type: z.enum(['CNAME', 'A', 'AAAA', 'ALIAS']),
  name: z.string().describe('the full host name the record is for'),
  value: z.string(),
});
export type DnsRecord = z.infer<typeof DnsRecord>;

export const ProjectDomain = z.object({
  _id: Id,
  project_id: Id,
  domain: z.string().describe('ASCII (punycode) hostname'),
  is_attached: z.boolean(),
  ssl_status: SslState,
  ssl_requested_at: Timestamp.nullable(),
  dns_status: DnsState,
  dns_found: z.array(z.string()).describe('what the last check resolved the name to'),
  dns_checked_at: Timestamp.nullable(),
  dns_records: z
    .array(DnsRecord)
    .describe('the records to create: CNAME for a subdomain, A/AAAA (or ALIAS) for an apex name'),
  published_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type ProjectDomain = z.infer<typeof ProjectDomain>;

export const DomainBody = z.object({ project_id: Id, domain: Hostname });
export type DomainBody = z.input<typeof DomainBody>;

/** `domain` defaults to the project's attached domain. */
export const SslBody = z.object({ project_id: Id, domain: Hostname.optional() });
export type SslBody = z.input<typeof SslBody>;

export const DomainResponse = okEnvelope({ domain: ProjectDomain });
export type DomainResponse = z.infer<typeof DomainResponse>;

export const PublishBody = z.object({ project_id: Id });
export type PublishBody = z.infer<typeof PublishBody>;

export const PublishResponse = okEnvelope({
  publish_id: Id,
  domain: z.string(),
  url: z.string().describe('where the published site answers: http(s)://{domain}/'),
  files_count: z.number().int(),
  published_at: Timestamp,
});
export type PublishResponse = z.infer<typeof PublishResponse>;
