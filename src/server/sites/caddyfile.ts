/**
 * The Caddy configuration that puts https in front of the sites server (issue 21 "On-demand TLS";
 * docs/deployment.md prints it, and the Caddy integration test runs it). Caddy gets a certificate for a
 * name the first time a browser asks for it, after the app's `/api/tls/ask` says the name is a verified
 * customer domain or a preview domain; then it proxies to the sites server, keeping the Host header, so
 * the sites server answers the right site.
 */

export interface CaddyfileOptions {
  /** The app's ask endpoint, e.g. `http://127.0.0.1:3000/api/tls/ask`. */
  readonly askUrl: string;
  /** The sites server, `host:port`. */
  readonly sitesUpstream: string;
  readonly httpPort?: number;
  readonly httpsPort?: number;
  /** Certificates from Caddy's own CA instead of Let's Encrypt (tests; a private network). */
  readonly internalCa?: boolean;
  /** Where Caddy keeps certificates (default: its data folder). */
  readonly storage?: string;
  /** The ACME account's email (production). */
  readonly email?: string;
}

export function caddyfile(options: CaddyfileOptions): string {
  const global = [
    '\tadmin off',
    options.httpPort !== undefined ? `\thttp_port ${options.httpPort}` : '',
    options.httpsPort !== undefined ? `\thttps_port ${options.httpsPort}` : '',
    options.email ? `\temail ${options.email}` : '',
    options.internalCa ? '\tlocal_certs\n\tskip_install_trust' : '',
    options.storage ? `\tstorage file_system {\n\t\troot ${options.storage}\n\t}` : '',
    `\ton_demand_tls {\n\t\task ${options.askUrl}\n\t}`,
  ].filter(Boolean);
  return `{
${global.join('\n')}
}

https:// {
\ttls {
\t\ton_demand
\t}
\treverse_proxy ${options.sitesUpstream}
}
`;
}
