/**
 * `npm run replay -- <trace.json> --out <dir> [--until N]` (CONTRACT: Traces).
 * Rebuilds a page from a trace in Node and writes `<dir>/<slug>.html`, `<dir>/css/<slug>.css`
 * and `<dir>/js/<slug>.js` — byte-identical to what the builder saved for the same state —
 * then prints, as its last line, `{"events":N,"sections":M,"sha256":"<hex of the html file>"}`.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ReplayError, replayUntil } from '../commands/editor.ts';
import { parseTrace } from '../commands/trace-parse.ts';
import { savePayload } from '../projections/save-payload.ts';

export interface ReplaySummary {
  readonly events: number;
  readonly sections: number;
  readonly sha256: string;
}

export async function replayTraceFile(
  tracePath: string,
  outDir: string,
  until?: number,
): Promise<ReplaySummary> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(tracePath, 'utf8'));
  } catch (error) {
    throw new UsageError(`Cannot read ${tracePath}: ${(error as Error).message}`);
  }
  const trace = parseTrace(json);
  if (!trace.ok) throw new UsageError(trace.error);
  let replayed: ReturnType<typeof replayUntil>;
  try {
    replayed = replayUntil(trace.value.base, trace.value.entries, until ?? Number.POSITIVE_INFINITY);
  } catch (error) {
    if (error instanceof ReplayError) throw new UsageError(error.message);
    throw error;
  }
  const { state, events } = replayed;
  const payload = savePayload(state.doc);
  const slug = payload.slug_name;
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(slug))
    throw new UsageError(`The page slug "${slug}" is not a safe file name.`);
  await mkdir(join(outDir, 'css'), { recursive: true });
  await mkdir(join(outDir, 'js'), { recursive: true });
  await writeFile(join(outDir, `${slug}.html`), payload.html);
  await writeFile(join(outDir, 'css', `${slug}.css`), payload.css);
  await writeFile(join(outDir, 'js', `${slug}.js`), payload.javascript);
  const sha256 = createHash('sha256').update(payload.html, 'utf8').digest('hex');
  return { events, sections: state.doc.sections.length, sha256 };
}

export class UsageError extends Error {}

const USAGE = 'Usage: npm run replay -- <trace.json> --out <dir> [--until N]';

interface Args {
  readonly tracePath: string;
  readonly out: string;
  readonly until?: number;
}

/** The command line as Args, the word 'help', or a message saying what is wrong. */
function readArgs(argv: readonly string[]): Args | 'help' | string {
  let parsed: { values: { out?: string; until?: string; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { out: { type: 'string' }, until: { type: 'string' }, help: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (error) {
    return (error as Error).message;
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [tracePath] = positionals;
  if (!tracePath || positionals.length !== 1) return 'Give exactly one trace file.';
  if (!values.out) return 'Give the output folder with --out.';
  if (values.until === undefined) return { tracePath, out: values.out };
  const until = Number(values.until);
  if (!Number.isInteger(until) || until < 0)
    return `--until takes a whole number of events, not "${values.until}".`;
  return { tracePath, out: values.out, until };
}

async function main(argv: readonly string[]): Promise<number> {
  const args = readArgs(argv);
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (typeof args === 'string') {
    console.error(`${args}\n${USAGE}`);
    return 2;
  }
  try {
    const summary = await replayTraceFile(args.tracePath, args.out, args.until);
    console.log(JSON.stringify(summary));
    return 0;
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : (error as Error).stack);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
