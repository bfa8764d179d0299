/**
 * A TCP port free on loopback right now (the OS picks it), for the servers tests, journeys and
 * benchmarks start on random ports. Another process can take it before it is used; the callers start
 * their server at once.
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
