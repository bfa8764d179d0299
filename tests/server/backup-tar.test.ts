/**
 * The backup archive's tar (src/server/backup/tar.ts): what it writes reads back, long and non-ASCII
 * names through pax records, GNU tar reads it too, and damage is refused with an ArchiveError.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ArchiveError,
  readTar,
  TAR_END,
  type TarEntry,
  tarHeader,
  tarPadding,
} from '../../src/server/backup/tar.ts';

const folder = mkdtempSync(join(tmpdir(), 'pagewright-tar-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const FILES: { entry: TarEntry; bytes: Buffer }[] = [
  { entry: { path: 'manifest.json', size: 2, mode: 0o600 }, bytes: Buffer.from('{}') },
  {
    entry: { path: `data/files/${'deep/'.repeat(30)}photo.jpg`, size: 700, mode: 0o644 },
    bytes: Buffer.alloc(700, 7),
  },
  { entry: { path: 'data/files/Ünïcode name.txt', size: 512, mode: 0o644 }, bytes: Buffer.alloc(512, 1) },
  { entry: { path: 'data/empty', size: 0, mode: 0o600 }, bytes: Buffer.alloc(0) },
];

function archive(): Buffer {
  return Buffer.concat([
    ...FILES.flatMap(({ entry, bytes }) => [
      tarHeader(entry, 1_700_000_000),
      bytes,
      tarPadding(bytes.length),
    ]),
    TAR_END,
  ]);
}

async function* chunked(bytes: Buffer, size = 300) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function readAll(bytes: Buffer) {
  const read: { entry: TarEntry; bytes: Buffer }[] = [];
  await readTar(chunked(bytes), async (entry, chunks) => {
    const parts: Buffer[] = [];
    for await (const chunk of chunks) parts.push(chunk);
    read.push({ entry, bytes: Buffer.concat(parts) });
  });
  return read;
}

describe('backup tar', () => {
  it('reads back what it writes, names longer than 100 bytes and non-ASCII included', async () => {
    expect(await readAll(archive())).toEqual(FILES);
  });

  it('is read by GNU tar with the same names and bytes', () => {
    const path = join(folder, 'a.tar');
    writeFileSync(path, archive());
    const listing = execFileSync('tar', ['-tf', path], { encoding: 'utf8' }).trim().split('\n');
    expect(listing).toEqual(FILES.map(({ entry }) => entry.path));
    const out = join(folder, 'out');
    execFileSync('mkdir', ['-p', out]);
    execFileSync('tar', ['-xf', path, '-C', out]);
    const long = FILES[1];
    expect(
      execFileSync('cat', [join(out, long?.entry.path ?? '')]).equals(long?.bytes ?? Buffer.alloc(0)),
    ).toBe(true);
  });

  it('refuses a damaged header, a truncated stream and a link', async () => {
    const damaged = archive();
    damaged[10] = 0x41;
    await expect(readAll(damaged)).rejects.toThrow(
      new ArchiveError('The archive is corrupt (a header checksum does not match).'),
    );
    await expect(readAll(archive().subarray(0, 1000))).rejects.toThrow('The archive is truncated.');
    const link = tarHeader({ path: 'x', size: 0, mode: 0o644 });
    link[156] = '2'.charCodeAt(0);
    let sum = 0;
    for (let index = 0; index < 512; index++) sum += index >= 148 && index < 156 ? 0x20 : (link[index] ?? 0);
    link.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    await expect(readAll(Buffer.concat([link, TAR_END]))).rejects.toThrow('entry of type "2"');
  });
});
