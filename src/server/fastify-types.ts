/** Decorations every server plugin may rely on (set in app.ts before the routes register). */
import type { Store } from './data/store.ts';

export interface ServerConfig {
  readonly hostedBase: string;
  readonly appOrigin: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    serverConfig: ServerConfig;
  }
}
