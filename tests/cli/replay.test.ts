/**
 * The replay CLI (CONTRACT: Traces): run as a real process on a trace exported from an
 * editing session, it writes the same bytes the builder's save posts, and ends with the
 * JSON summary line.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportTrace } from '../../src/commands/trace.ts';
import { savePayload } from '../../src/projections/save-payload.ts';
import { CAROUSEL, FEATURES, HERO, run, type Session, session } from '../support/fixtures.ts';

const exec = promisify(execFile);

async function replayCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [
      '--import',
      'tsx',
      'src/cli/replay.ts',
      ...args,
    ]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

let dir: string;
let s: Session;
let tracePath: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pw-replay-'));
  s = session();
  const base = s.state.doc;
  for (const section of [HERO, CAROUSEL, FEATURES]) run(s, { kind: 'section.add', section });
  run(s, { kind: 'theme.applyPalette', name: 'Forest' });
  const hero = s.state.doc.sections[0]!;
  run(s, { kind: 'section.setSettings', sectionId: hero.section_id, patch: { width: 'full' } });
  run(s, { kind: 'section.move', sectionId: hero.section_id, direction: 'down' });
  tracePath = join(dir, 'trace.json');
  await writeFile(
    tracePath,
    JSON.stringify(exportTrace(base, s.log, { exportedAt: new Date(), baseRevision: null })),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run replay', () => {
  it('writes the html, css and js the builder would save, and prints the summary last', async () => {
    const out = join(dir, 'out');
    const result = await replayCli([tracePath, '--out', out]);
    expect(result.code).toBe(0);
    const expected = savePayload(s.state.doc);
    const html = await readFile(join(out, 'home.html'), 'utf8');
    expect(html).toBe(expected.html);
    expect(await readFile(join(out, 'css', 'home.css'), 'utf8')).toBe(expected.css);
    expect(await readFile(join(out, 'js', 'home.js'), 'utf8')).toBe(expected.javascript);
    const lines = result.stdout.trim().split('\n');
    const summary = JSON.parse(lines[lines.length - 1]!);
    const events = s.log.reduce((n, entry) => n + entry.events.length, 0);
    expect(summary).toEqual({
      events,
      sections: 3,
      sha256: createHash('sha256').update(expected.html).digest('hex'),
    });
  });

  it('--until N stops after N events', async () => {
    const out = join(dir, 'until');
    const result = await replayCli([tracePath, '--out', out, '--until', '2']);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout.trim().split('\n').pop()!);
    expect(summary.events).toBe(2);
    expect(summary.sections).toBe(2);
  });

  it('explains a bad trace and a bad command line', async () => {
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ format: 'something-else' }));
    const badTrace = await replayCli([bad, '--out', join(dir, 'x')]);
    expect(badTrace.code).toBe(1);
    expect(badTrace.stderr).toContain('not a Pagewright trace');
    const noOut = await replayCli([tracePath]);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toContain('--out');
    const badUntil = await replayCli([tracePath, '--out', dir, '--until', 'x']);
    expect(badUntil.code).toBe(2);
  });
});

describe('npm run replay on a trace that does not fit its base', () => {
  it('names the entry that does not apply', async () => {
    const trace = JSON.parse(await readFile(tracePath, 'utf8'));
    // Replay the log on an empty page: the first event that needs a section fails.
    trace.base.sections = [];
    trace.entries = trace.entries.slice(3);
    trace.entries.forEach((entry: { seq: number }, i: number) => {
      entry.seq = i + 1;
    });
    const foreign = join(dir, 'foreign.json');
    await writeFile(foreign, JSON.stringify(trace));
    const result = await replayCli([foreign, '--out', join(dir, 'foreign')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Log entry 2 does not apply/m);
  });
});
