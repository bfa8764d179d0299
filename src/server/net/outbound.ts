/**
 * The one outbound HTTP client for every server-side fetch (upload from URL, AI, integrations; issue 3
 * "Security baseline"). Invariants, checked on the first request and again on every redirect hop:
 * - http or https only, no userinfo, ports 80/443/8080/8443;
 * - the host is resolved once, inside the connection's own `lookup`, and every resolved address must
 *   be public (see addresses.ts), so what was checked is exactly what is connected to (no DNS
 *   rebinding window); IP literals in any spelling are canonicalised by the URL parser and checked;
 * - at most `maxRedirects` hops, a deadline for the whole exchange, and at most `maxBytes` of body.
 * `allowHosts` (setting OUTBOUND_ALLOW_HOSTS) names hosts or IPs exempt from the address and port
 * rules; tests use it for their loopback servers.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { HttpError } from '../http/http-error.ts';
import { isPublicAddress } from './addresses.ts';

export interface OutboundOptions {
  readonly allowHosts?: readonly string[];
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
}

export interface OutboundResponse {
  readonly status: number;
  readonly contentType: string;
  readonly body: Buffer;
  readonly url: string;
}

export const DEFAULT_OUTBOUND: Required<OutboundOptions> = {
  allowHosts: [],
  timeoutMs: 10_000,
  maxBytes: 15 * 1024 * 1024,
  maxRedirects: 5,
};

const ALLOWED_PORTS = new Set([80, 443, 8080, 8443]);

/** A refused or failed outbound fetch: a 400 naming the `url` field. */
export class OutboundError extends HttpError {
  constructor(reason: string) {
    super(400, `url: ${reason}`);
    this.name = 'OutboundError';
  }
}

export interface OutboundClient {
  /** GETs `url` under the rules above; any non-2xx final answer is an OutboundError. */
  get(url: string, options?: { accept?: string; maxBytes?: number }): Promise<OutboundResponse>;
}

export function createOutboundClient(options: OutboundOptions = {}): OutboundClient {
  const settings = { ...DEFAULT_OUTBOUND, ...options };
  const allowed = new Set(settings.allowHosts.map((host) => host.toLowerCase().replace(/^\[|\]$/g, '')));

  const check = (raw: string) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundError('not a valid URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new OutboundError('only http and https URLs');
    if (url.username || url.password) throw new OutboundError('credentials in the URL are not allowed');
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const exempt = allowed.has(host);
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    if (!exempt && !ALLOWED_PORTS.has(port)) throw new OutboundError(`port ${port} is not allowed`);
    if (!exempt && isIP(host) && !isPublicAddress(host)) throw new OutboundError('the address is not public');
    return { url, host, exempt };
  };

  const once = (target: ReturnType<typeof check>, accept: string, deadline: AbortSignal) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const lookup = (
        hostname: string,
        lookupOptions: { all?: boolean },
        callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
      ) => {
        dnsLookup(hostname, { all: true }, (error, addresses) => {
          if (error) return callback(new OutboundError(`cannot resolve ${hostname}`), '');
          const usable = target.exempt
            ? addresses
            : addresses.filter((entry) => isPublicAddress(entry.address));
          if (usable.length === 0 || usable.length !== addresses.length)
            return callback(new OutboundError('the address is not public'), '');
          if (lookupOptions.all) return callback(null, usable);
          return callback(null, usable[0]!.address, usable[0]!.family);
        });
      };
      const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(target.url, {
        method: 'GET',
        agent: false,
        lookup: lookup as never,
        signal: deadline,
        headers: { accept, 'user-agent': 'Pagewright/0.1 (+outbound)', 'accept-encoding': 'identity' },
      });
      req.on('response', resolve);
      req.on('error', reject);
      req.end();
    });

  const readBody = (response: IncomingMessage, maxBytes: number) =>
    new Promise<Buffer>((resolve, reject) => {
      const tooLarge = () => new OutboundError(`the file is larger than ${maxBytes} bytes`);
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > maxBytes) {
        response.destroy();
        return reject(tooLarge());
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          reject(tooLarge());
        } else chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    });

  return {
    async get(raw, { accept = '*/*', maxBytes = settings.maxBytes } = {}) {
      const deadline = AbortSignal.timeout(settings.timeoutMs);
      let current = raw;
      try {
        for (let hop = 0; hop <= settings.maxRedirects; hop++) {
          const target = check(current);
          const response = await once(target, accept, deadline);
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400 && response.headers.location) {
            response.resume();
            current = new URL(response.headers.location, target.url).toString();
            continue;
          }
          if (status < 200 || status >= 300) {
            response.resume();
            throw new OutboundError(`the server answered ${status}`);
          }
          const body = await readBody(response, Math.min(maxBytes, settings.maxBytes));
          return { status, contentType: String(response.headers['content-type'] ?? ''), body, url: current };
        }
        throw new OutboundError(`more than ${settings.maxRedirects} redirects`);
      } catch (error) {
        if (error instanceof OutboundError) throw error;
        if (deadline.aborted) throw new OutboundError(`no answer within ${settings.timeoutMs} ms`);
        const cause = (error as { cause?: unknown }).cause;
        if (cause instanceof OutboundError) throw cause;
        throw new OutboundError(`the fetch failed (${(error as Error).message})`);
      }
    },
  };
}
