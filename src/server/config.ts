/**
 * Server settings from the environment (CONTRACT "Processes, ports, settings"; every one is listed in
 * docs/configuration.md). Pure: reads a given env object, validates, and fills the defaults.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';
import { join, resolve } from 'node:path';
import type { DnsTarget } from './net/dns-check.ts';
import type { S3Settings } from './storage/s3.ts';

export interface ServerSettings {
  readonly port: number;
  readonly sitesPort: number;
  readonly host: string;
  readonly hostedBase: string;
  readonly appOrigin: string;
  /** Projects' free addresses are `{slug}.{sitesDomain}` on the sites port. */
  readonly sitesDomain: string;
  /** Where customers point their domains (DNS instructions, "Check DNS"), and the DNS servers asked. */
  readonly dns: { target: DnsTarget; servers: string[] };
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** S3-compatible object storage for files when `S3_BUCKET` is set; else `DATA_DIR/files`. */
  readonly s3: S3Settings | undefined;
  readonly secretKey: string | undefined;
  readonly logLevel: string;
  readonly spaDir: string;
  /** Upload caps and per-user quota, bytes. */
  readonly files: { imageMaxBytes: number; videoMaxBytes: number; quotaBytes: number };
  /** Hosts/IPs the outbound client may reach even when private (tests, an internal image service). */
  readonly outboundAllowHosts: string[];
  readonly outboundTimeoutMs: number;
  /** Integration keys answered by `POST /api/key/get_key`, by name. */
  readonly integrationKeys: Record<string, string>;
  /** Mail transport: SMTP when `smtpUrl` is set, else the dev outbox and the log. */
  readonly mail: { smtpUrl: string | undefined; from: string };
  /**
   * Which proxies' `X-Forwarded-For` to believe for the client address (Fastify `trustProxy`): behind
   * Caddy on the same machine every request comes from 127.0.0.1, and the per-address limits (sign-ups,
   * logins, form posts) would count all visitors as one.
   */
  readonly trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Sign-ups per client address per hour. */
  readonly registrationsPerHour: number;
  /** The OpenAI-compatible AI provider (docs/ai.md); unconfigured without AI_BASE_URL and AI_MODEL. */
  readonly ai: AiSettings;
  /** Stripe's API address (`STRIPE_API_BASE`, tests: a fake) and the fallback webhook signing secret. */
  readonly stripe: { apiBase: string | undefined; webhookSecret: string | undefined };
  /** Mailchimp's and ActiveCampaign's API addresses (`MAILCHIMP_API_BASE`, `ACTIVECAMPAIGN_API_BASE`; tests: fakes). */
  readonly campaign: { mailchimpBase: string | undefined; activeCampaignBase: string | undefined };
  /** Queued jobs: how long one may run before it counts as lost, and how often it is retried (docs/jobs.md). */
  readonly jobs: { timeoutSeconds: number; retryLimit: number };
}

/** AI provider settings (issue 24, docs/ai.md). The key stays on the server: never logged, never answered. */
export interface AiSettings {
  readonly baseUrl: string | undefined;
  readonly apiKey: string | undefined;
  readonly model: string | undefined;
  readonly imageModel: string | undefined;
  /** AI calls per user per UTC day. */
  readonly dailyLimit: number;
  /** AI calls per user per minute. */
  readonly perMinute: number;
  /** Deadline of one provider request (each retry has its own). */
  readonly timeoutMs: number;
}

/** Named integration keys with their own settings; `PAGEWRIGHT_KEY_<NAME>` adds any other name. */
export const INTEGRATION_KEY_SETTINGS: Readonly<Record<string, string>> = {
  editor: 'EDITOR_API_KEY',
  pexels: 'PEXELS_API_KEY',
  google_maps: 'GOOGLE_MAPS_API_KEY',
  stripe_publishable: 'STRIPE_PUBLISHABLE_KEY',
  // Where vision users are sent instead of the projects list (spec §1/§6 "client-portal redirect").
  vision_portal: 'VISION_PORTAL_URL',
};
const GENERIC_KEY_PREFIX = 'PAGEWRIGHT_KEY_';

export function readIntegrationKeys(env: NodeJS.ProcessEnv): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const [name, setting] of Object.entries(INTEGRATION_KEY_SETTINGS)) {
    if (env[setting]) keys[name] = env[setting]!;
  }
  for (const [setting, value] of Object.entries(env)) {
    const name = setting.startsWith(GENERIC_KEY_PREFIX)
      ? setting.slice(GENERIC_KEY_PREFIX.length).toLowerCase()
      : '';
    if (value && /^[a-z0-9_]{1,50}$/.test(name)) keys[name] = value;
  }
  return keys;
}

function megabytes(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 1024 * 1024;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new SettingsError(`${name} must be a positive number of MB, got "${raw}"`);
  return Math.round(value * 1024 * 1024);
}

/** `localhost` makes `http://{slug}.localhost:{SITES_PORT}` work in Chromium with no DNS (CONTRACT). */
export const DEFAULT_SITES_DOMAIN = 'localhost';

function sitesDomain(raw: string | undefined): string {
  if (!raw) return DEFAULT_SITES_DOMAIN;
  const domain = raw.trim().toLowerCase().replace(/\.$/, '');
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
  if (domain.length > 200 || !new RegExp(`^${label}(?:\\.${label})*$`).test(domain))
    throw new SettingsError(`SITES_DOMAIN must be a domain name such as sites.example.com, got "${raw}"`);
  return domain;
}

function ip(name: string, raw: string | undefined, valid: (value: string) => boolean): string | undefined {
  if (!raw) return undefined;
  if (!valid(raw.trim())) throw new SettingsError(`${name} must be an IP address, got "${raw}"`);
  return raw.trim();
}

/** DNS instructions' values and the servers "Check DNS" asks (`host` or `host:port`, comma-separated). */
function dnsSettings(env: NodeJS.ProcessEnv, hostedBase: string): ServerSettings['dns'] {
  const cname = (env.SITES_CNAME_TARGET || new URL(hostedBase).hostname)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  const servers = (env.DNS_SERVERS ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  for (const server of servers) {
    const bracketed = /^\[(.*)\](:\d+)?$/.exec(server);
    const host = bracketed ? bracketed[1]! : isIPv6(server) ? server : server.replace(/:\d+$/, '');
    if (!isIPv4(host) && !isIPv6(host))
      throw new SettingsError(`DNS_SERVERS must list IP addresses (with an optional :port), got "${server}"`);
  }
  return {
    target: {
      cname,
      ipv4: ip('SITES_IPV4', env.SITES_IPV4, isIPv4),
      ipv6: ip('SITES_IPV6', env.SITES_IPV6, isIPv6),
    },
    servers,
  };
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new SettingsError(`${name} must be a port number, got "${raw}"`);
  return value;
}

function origin(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    throw new SettingsError(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

/** A whole http(s) URL, query included (unlike `origin`, which keeps origin and path only). */
function httpUrl(name: string, raw: string): string {
  origin(name, raw);
  return new URL(raw).href;
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SettingsError('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  // The raw value may carry a password: never echo it in the error.
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new SettingsError(`SMTP_URL must be an smtp:// or smtps:// URL, got a ${url.protocol} URL`);
  return raw;
}

function mailFrom(raw: string | undefined, appOrigin: string): string {
  if (!raw) return `Pagewright <no-reply@${new URL(appOrigin).hostname}>`;
  if (!/^[^\r\n]*@[^\r\n]+$/.test(raw))
    throw new SettingsError(
      `MAIL_FROM must be an address like "Pagewright <no-reply@example.com>", got "${raw}"`,
    );
  return raw;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const appPort = port(env, 'PORT', 3000);
  const sitesPort = port(env, 'SITES_PORT', 3001);
  const appOrigin = origin('APP_ORIGIN', env.APP_ORIGIN || `http://localhost:${appPort}`);
  return {
    port: appPort,
    sitesPort,
    host: env.HOST || 'localhost',
    hostedBase: origin('HOSTED_BASE', env.HOSTED_BASE || `http://127.0.0.1:${sitesPort}`),
    appOrigin,
    sitesDomain: sitesDomain(env.SITES_DOMAIN),
    dns: dnsSettings(env, env.HOSTED_BASE || `http://127.0.0.1:${sitesPort}`),
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    s3: s3Settings(env),
    secretKey: env.SECRET_KEY || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    spaDir: resolve(env.SPA_DIR || './dist'),
    files: {
      imageMaxBytes: megabytes(env, 'UPLOAD_IMAGE_MAX_MB', 10),
      videoMaxBytes: megabytes(env, 'UPLOAD_VIDEO_MAX_MB', 100),
      quotaBytes: megabytes(env, 'UPLOAD_QUOTA_MB', 1024),
    },
    outboundAllowHosts: (env.OUTBOUND_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    outboundTimeoutMs: Number(env.OUTBOUND_TIMEOUT_MS) > 0 ? Number(env.OUTBOUND_TIMEOUT_MS) : 10_000,
    integrationKeys: readIntegrationKeys({
      ...env,
      ...(env.VISION_PORTAL_URL && {
        VISION_PORTAL_URL: httpUrl('VISION_PORTAL_URL', env.VISION_PORTAL_URL),
      }),
    }),
    mail: { smtpUrl: smtpUrl(env.SMTP_URL), from: mailFrom(env.MAIL_FROM, appOrigin) },
    trustProxy: trustProxy(env.TRUST_PROXY),
    registrationsPerHour: positiveInteger(env, 'REGISTRATIONS_PER_HOUR', 10),
    ai: aiSettings(env),
    stripe: {
      apiBase: env.STRIPE_API_BASE ? httpUrl('STRIPE_API_BASE', env.STRIPE_API_BASE) : undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    },
    campaign: {
      // `{dc}` (the key's data centre) is kept; the address is checked with a data centre in its place.
      mailchimpBase: mailchimpBase(env.MAILCHIMP_API_BASE),
      activeCampaignBase: env.ACTIVECAMPAIGN_API_BASE
        ? httpUrl('ACTIVECAMPAIGN_API_BASE', env.ACTIVECAMPAIGN_API_BASE).replace(/\/$/, '')
        : undefined,
    },
    jobs: {
      timeoutSeconds: positiveInteger(env, 'JOB_TIMEOUT_SECONDS', 300),
      retryLimit: positiveInteger(env, 'JOB_RETRY_LIMIT', 6),
    },
  };
}

/** `MAILCHIMP_API_BASE` keeps its `{dc}` (the key's data centre); it is checked with one in its place. */
function mailchimpBase(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  httpUrl('MAILCHIMP_API_BASE', raw.replace('{dc}', 'us1'));
  return raw.replace(/\/$/, '');
}

/** `S3_*`: unset without `S3_BUCKET`. The keys are optional (the SDK's credential chain: IAM roles, AWS_* variables). */
export function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  // Never echo the secret: only say which half is missing.
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new SettingsError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() ?? '';
  if (!['', 'true', 'false', '1', '0'].includes(pathStyle))
    throw new SettingsError(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}"`);
  return {
    endpoint: env.S3_ENDPOINT?.trim() ? origin('S3_ENDPOINT', env.S3_ENDPOINT.trim()) : undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
  };
}

/** The AI settings of `env`; `aiSettings({})` is an unconfigured provider with the default limits. */
export function aiSettings(env: NodeJS.ProcessEnv): AiSettings {
  const text = (name: string) => env[name]?.trim() || undefined;
  return {
    baseUrl: env.AI_BASE_URL?.trim() ? origin('AI_BASE_URL', env.AI_BASE_URL.trim()) : undefined,
    apiKey: text('AI_API_KEY'),
    model: text('AI_MODEL'),
    imageModel: text('AI_IMAGE_MODEL'),
    dailyLimit: positiveInteger(env, 'AI_DAILY_LIMIT', 100),
    perMinute: positiveInteger(env, 'AI_PER_MINUTE', 10),
    timeoutMs: positiveInteger(env, 'AI_TIMEOUT_MS', 60_000),
  };
}

/** `TRUST_PROXY`: unset (trust no one), `true`, a hop count, or comma-separated addresses/CIDRs. */
function trustProxy(raw: string | undefined): ServerSettings['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    // The nearest `hops` proxies are believed, as Express's numeric trust proxy does.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  if (/^[0-9a-fA-F.:/, ]+$/.test(value)) return value;
  throw new SettingsError(
    `TRUST_PROXY must be true, a number of proxies, or addresses like "127.0.0.1,10.0.0.0/8", got "${value}"`,
  );
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new SettingsError(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

/**
 * `SECRET_KEY`, or the key stored under the data folder, generated on first run. Answers the key and
 * whether it was just generated (main warns then: back the file up with the database).
 */
export function loadSecretKey(settings: ServerSettings): { key: string; generated: boolean; path?: string } {
  if (settings.secretKey) return { key: settings.secretKey, generated: false };
  const path = join(settings.dataDir, 'secret.key');
  if (existsSync(path)) return { key: readFileSync(path, 'utf8').trim(), generated: false, path };
  mkdirSync(settings.dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  return { key, generated: true, path };
}
