/**
 * The worker threads that build site zips (zip-worker.ts), so neither rendering the pages nor compressing
 * runs on the request thread (issue 22 §6). One process-wide pool, like libuv's thread pool: `ZIP_WORKERS`
 * threads at most, one fewer than the cores (at least one, at most two), so the request thread keeps a
 * core. Jobs beyond that wait in a worker's queue: a global queue in effect, never a refusal. A worker
 * starts on first use (about a second: it loads its TypeScript) and stops after `IDLE_MS` without work (it
 * keeps the shipped files it compressed until then).
 *
 * `runZipJob` answers the zip's base64, as ASCII bytes, as it comes (an async iterable, in order), and
 * `settled`, which resolves once the worker is done with the job, whether or not anyone read the bytes.
 * Pieces nobody has read yet wait here: a slow client holds its own answer in memory, never a worker.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SiteRenderInput } from '../data/project-settings.ts';

/** A saved site to zip: its files at their hosted paths and what renders its pages (zip-worker.ts). */
export interface ZipJob {
  readonly id: number;
  /** Each `bytes` is moved to the worker: it must own its `ArrayBuffer` (never a view into Node's Buffer pool). */
  readonly files: readonly { readonly path: string; readonly bytes: Uint8Array }[];
  readonly render: Pick<SiteRenderInput, 'project' | 'pagesBySlug' | 'siteName'>;
  /** The modification time of every entry (ms since epoch): a zip of the same site is the same zip. */
  readonly mtime: number;
}

export type ZipWorkerMessage =
  | { readonly id: number; readonly chunk: Uint8Array }
  | { readonly id: number; readonly done: true }
  | { readonly id: number; readonly error: string };

/** The zip's base64 as ASCII bytes, in order. */
export interface RunningZip extends AsyncIterable<Uint8Array> {
  /** Resolves when the worker has finished the job (or failed it); never rejects. */
  readonly settled: Promise<void>;
}

export const ZIP_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
const IDLE_MS = 5 * 60_000;
const WORKER_URL = new URL('./zip-worker.mjs', import.meta.url);

/** The receiving end of one job: chunks queue here until the reader takes them. */
class JobSink {
  private readonly chunks: Uint8Array[] = [];
  private ended = false;
  private failure: Error | undefined;
  private wake: (() => void) | undefined;
  private markSettled!: () => void;
  readonly settled = new Promise<void>((resolve) => {
    this.markSettled = resolve;
  });

  push(chunk: Uint8Array) {
    this.chunks.push(chunk);
    this.wake?.();
  }

  end(failure?: Error) {
    this.ended = true;
    this.failure = failure;
    this.markSettled();
    this.wake?.();
  }

  async *read(): AsyncGenerator<Uint8Array> {
    for (;;) {
      const next = this.chunks.shift();
      if (next) yield next;
      else if (this.failure) throw this.failure;
      else if (this.ended) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

interface PoolWorker {
  readonly thread: Worker;
  readonly jobs: Map<number, JobSink>;
  idleTimer: NodeJS.Timeout | undefined;
}

const workers: PoolWorker[] = [];
let nextJobId = 1;

function startWorker(): PoolWorker {
  // The entry registers its own TypeScript loader: no flags of this process are inherited.
  const thread = new Worker(WORKER_URL, { execArgv: [] });
  const worker: PoolWorker = { thread, jobs: new Map(), idleTimer: undefined };
  const retire = (failure: Error) => {
    const at = workers.indexOf(worker);
    if (at >= 0) workers.splice(at, 1);
    for (const sink of worker.jobs.values()) sink.end(failure);
    worker.jobs.clear();
    clearTimeout(worker.idleTimer);
  };
  thread.on('message', (message: ZipWorkerMessage) => {
    const sink = worker.jobs.get(message.id);
    if (!sink) return;
    if ('chunk' in message) return sink.push(message.chunk);
    worker.jobs.delete(message.id);
    sink.end('error' in message ? new Error(`zip worker: ${message.error}`) : undefined);
    if (worker.jobs.size === 0) {
      thread.unref();
      worker.idleTimer = setTimeout(() => {
        retire(new Error('zip worker stopped'));
        void thread.terminate();
      }, IDLE_MS).unref();
    }
  });
  thread.on('error', (error) => retire(error));
  thread.on('exit', (code) => retire(new Error(`zip worker exited with code ${code}`)));
  workers.push(worker);
  return worker;
}

/** The least busy worker, starting one while the pool has room. */
function pickWorker(): PoolWorker {
  const idle = workers.find((worker) => worker.jobs.size === 0);
  if (idle) return idle;
  if (workers.length < ZIP_WORKERS) return startWorker();
  return workers.reduce((best, worker) => (worker.jobs.size < best.jobs.size ? worker : best));
}

/** Sends a site to a worker to zip; its files' bytes are moved there (see `ZipJob`). */
export function runZipJob(job: Omit<ZipJob, 'id'>): RunningZip {
  const worker = pickWorker();
  clearTimeout(worker.idleTimer);
  // A worker with jobs keeps the process alive; an idle one never does.
  worker.thread.ref();
  const id = nextJobId++;
  const sink = new JobSink();
  worker.jobs.set(id, sink);
  const transfer = new Set(job.files.map((file) => file.bytes.buffer as ArrayBuffer));
  worker.thread.postMessage({ ...job, id } satisfies ZipJob, [...transfer]);
  return { settled: sink.settled, [Symbol.asyncIterator]: () => sink.read() };
}

/** How many zip workers are running now (tests: compression happens off the request thread). */
export const zipWorkerCount = () => workers.length;
