/**
 * PGlite durability benchmark (issue 26 "Durability on one machine"; `node --import tsx bench/durability.bench.ts`,
 * not part of `npm test`). Times a save-sized write transaction (update a page row with ~30 KB of html and
 * insert a version row, as the save path does) on PGlite 0.5.16 over NodeFS in three modes:
 *   default   what the server opens: PGlite's start parameters, which include `-F` (fsync=off)
 *   fsync-on  `-F` dropped and `relaxedDurability: false`: PostgreSQL asks for fsyncs, but PGlite's NodeFS
 *             (emscripten NODEFS) has no `fsync` stream operation and `fdatasync` is a stub, so none reaches
 *             the disk; the fsyncs asked for are counted to show it
 *   durable   fsync=on, `wal_sync_method=fsync`, and NODEFS given an `fsync` that calls `fs.fsyncSync`, so
 *             every commit's WAL write is really on disk before the commit returns
 * Options: --saves=N (default 200), --runs=N per mode (default 3). Prints a markdown table.
 */
import { fsyncSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type Mode = 'default' | 'fsync-on' | 'durable';
const MODES: Mode[] = ['default', 'fsync-on', 'durable'];
const SAVES = Number(process.argv.find((arg) => arg.startsWith('--saves='))?.split('=')[1] ?? 200);
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const HTML = `<section>${'<p>Some text of a section, as a page has.</p>'.repeat(700)}</section>`;

interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd: number }) => number } };
}

/** NodeFS whose files answer fsync: for `durable` really, for `fsync-on` only counted. */
class CountingNodeFS extends NodeFS {
  fsyncs = 0;
  constructor(
    folder: string,
    private readonly really: boolean,
  ) {
    super(folder);
  }
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, options);
    const preRun = (result.emscriptenOpts.preRun ?? []) as Array<(module: EmscriptenModule) => void>;
    preRun.push((module) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        this.fsyncs++;
        if (this.really) fsyncSync(stream.nfd);
        return 0;
      };
    });
    result.emscriptenOpts.preRun = preRun as typeof result.emscriptenOpts.preRun;
    return result;
  }
}

function startParams(mode: Mode): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
  if (mode === 'default') return defaults;
  const withFsync = defaults.filter((param) => param !== '-F');
  return mode === 'durable' ? [...withFsync, '-c', 'wal_sync_method=fsync'] : withFsync;
}

async function run(mode: Mode) {
  const folder = mkdtempSync(join(tmpdir(), `pw-durability-${mode}-`));
  const fs = mode === 'default' ? undefined : new CountingNodeFS(join(folder, 'db'), mode === 'durable');
  const options: PGliteOptions = {
    relaxedDurability: false,
    startParams: startParams(mode),
    ...(fs ? { fs } : { dataDir: join(folder, 'db') }),
  };
  const db = await PGlite.create(options);
  try {
    await db.exec(`create table page (id int primary key, html text, version int);
      create table page_version (id serial primary key, page_id int, html text, at timestamptz default now());
      insert into page values (1, '', 0);`);
    const before = fs?.fsyncs ?? 0;
    const times: number[] = [];
    for (let save = 0; save < SAVES; save++) {
      const html = `${HTML}<!-- ${save} -->`;
      const started = performance.now();
      await db.transaction(async (tx) => {
        await tx.query('update page set html = $1, version = version + 1 where id = 1', [html]);
        await tx.query('insert into page_version (page_id, html) values (1, $1)', [html]);
      });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    const total = times.reduce((sum, time) => sum + time, 0);
    return {
      mode,
      mean: total / times.length,
      p50: at(0.5),
      p99: at(0.99),
      savesPerS: (1000 * times.length) / total,
      fsyncsPerSave: fs ? (fs.fsyncs - before) / SAVES : undefined,
    };
  } finally {
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

const figures: Awaited<ReturnType<typeof run>>[] = [];
console.log(
  `${new Date().toISOString()} ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (let round = 0; round < RUNS; round++) {
  for (const mode of MODES) figures.push(await run(mode));
}
console.log(
  `load at the end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('| mode | run | mean ms | p50 ms | p99 ms | saves/s | fsyncs a save |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
const runOf = new Map<Mode, number>();
for (const figure of figures) {
  const number = (runOf.get(figure.mode) ?? 0) + 1;
  runOf.set(figure.mode, number);
  console.log(
    `| ${figure.mode} | ${number} | ${figure.mean.toFixed(2)} | ${figure.p50.toFixed(2)} | ${figure.p99.toFixed(2)} | ${figure.savesPerS.toFixed(0)} | ${figure.fsyncsPerSave === undefined ? '–' : figure.fsyncsPerSave.toFixed(1)} |`,
  );
}
