/**
 * Entry of the zip worker thread (zip-pool.ts). First it lowers this thread's CPU priority to nice 10
 * (Linux: a thread's own id, from /proc/thread-self, names it alone for setpriority; elsewhere nothing
 * changes), so when requests and zips compete for the cores, requests win and zips take longer. Then it
 * registers tsx's TypeScript loader in this thread only and loads the worker itself, zip-worker.ts. A
 * plain .mjs file, so the thread starts in any Node process (the server under tsx, vitest's test
 * processes) without inheriting its loader flags.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

const WORKER_NICE = 10; // a scheduler weight about a tenth of a normal thread's (CFS)

try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (threadId > 0) setPriority(threadId, WORKER_NICE);
} catch {
  // Not Linux (or no /proc): the worker runs at the process's priority.
}
register();
await import('./zip-worker.ts');
