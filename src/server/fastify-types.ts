/** Decorations every server plugin may rely on (set in app.ts before the routes register). */
import type { CounterStore } from './auth/counters.ts';
import type { Store } from './data/store.ts';
import type { OutboundClient } from './net/outbound.ts';

export interface ServerConfig {
  readonly hostedBase: string;
  readonly appOrigin: string;
  /** Projects' free addresses are `{slug}.{sitesDomain}` on the sites port. */
  readonly sitesDomain: string;
  readonly integrationKeys: Readonly<Record<string, string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    serverConfig: ServerConfig;
    /** The one SSRF-safe client for server-side fetches (net/outbound.ts). */
    outbound: OutboundClient;
    /** Set when shutdown starts draining: `GET /api/ready` answers 503 from then on (routes/health.ts). */
    lifecycle: { draining: boolean };
    /** Rate-limit counters: in the database on PostgreSQL, shared by instances (auth/counters.ts). */
    counters: CounterStore;
  }
}
