/**
 * Entry of the zip worker thread (zip-pool.ts): registers tsx's TypeScript loader in this thread only,
 * then loads the worker itself, zip-worker.ts. A plain .mjs file, so the thread starts in any Node process
 * (the server under tsx, vitest's test processes) without inheriting its loader flags.
 */
import { register } from 'tsx/esm/api';

register();
await import('./zip-worker.ts');
