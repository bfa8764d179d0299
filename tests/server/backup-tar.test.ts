/**
 * The backup archive's tar (src/server/backup/tar.ts, on tar-stream): what it writes reads back, long
 * and non-ASCII names through pax records, GNU tar reads it too, GNU tar's own archives read back,
 * and damage (a bad checksum, truncation, a missing end, a link) is refused with an ArchiveError.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveError, packTar, readTar, type TarEntry } from '../../src/server/backup/tar.ts';

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

async function archive(): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const files = FILES.map(({ entry, bytes }) => ({ entry, chunks: chunked(bytes, 256) }));
  for await (const part of packTar(files, new Date(1_700_000_000_000))) parts.push(part);
  return Buffer.concat(parts);
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
    expect(await readAll(await archive())).toEqual(FILES);
  });

  it('is read by GNU tar with the same names and bytes', async () => {
    const path = join(folder, 'a.tar');
    writeFileSync(path, await archive());
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

  it('reads what GNU tar writes, skipping what a reader leaves unread', async () => {
    const source = join(folder, 'gnu');
    mkdirSync(join(source, 'files'), { recursive: true });
    writeFileSync(join(source, 'files', 'Ünïcode.txt'), 'hello');
    writeFileSync(join(source, 'files', 'big.bin'), Buffer.alloc(5000, 9));
    const path = join(folder, 'gnu.tar');
    execFileSync('tar', ['--format=pax', '-cf', path, '-C', source, 'files/Ünïcode.txt', 'files/big.bin']);
    const read: TarEntry[] = [];
    await readTar(chunked(readFileSync(path), 1000), async (entry) => {
      read.push(entry);
    });
    expect(read).toEqual([
      { path: 'files/Ünïcode.txt', size: 5, mode: expect.any(Number) },
      { path: 'files/big.bin', size: 5000, mode: expect.any(Number) },
    ]);
  });

  it('fails the whole archive when the bytes of a file fail or do not match its size', async () => {
    const drain = async (files: Parameters<typeof packTar>[0]) => {
      for await (const _ of packTar(files));
    };
    async function* failing() {
      yield Buffer.from('abc');
      throw new Error('photo.jpg changed size while the backup read it');
    }
    await expect(drain([{ entry: { path: 'a', size: 3, mode: 0o644 }, chunks: failing() }])).rejects.toThrow(
      'photo.jpg changed size while the backup read it',
    );
    await expect(
      drain([{ entry: { path: 'a', size: 10, mode: 0o644 }, chunks: [Buffer.from('short')] }]),
    ).rejects.toThrow();
  });

  it('stops cleanly when the reader or the consumer gives up halfway', async () => {
    const whole = await archive();
    await expect(
      readTar(chunked(whole, 100), async () => {
        throw new ArchiveError('This is not a Pagewright backup.');
      }),
    ).rejects.toThrow('This is not a Pagewright backup.');
    const files = [
      { entry: { path: 'big', size: 1 << 20, mode: 0o644 }, chunks: chunked(Buffer.alloc(1 << 20)) },
    ];
    for await (const _ of packTar(files)) break;
  });

  it('refuses a damaged header, a truncated stream, a missing end and a link', async () => {
    const damaged = await archive();
    damaged[10] = 0x41;
    await expect(readAll(damaged)).rejects.toThrow(
      new ArchiveError('The archive is corrupt (a header checksum does not match).'),
    );
    const whole = await archive();
    await expect(readAll(whole.subarray(0, 1000))).rejects.toThrow('The archive is truncated.');
    // Cut exactly after the last entry (an empty file, a lone header): only the end blocks are gone.
    expect(whole.subarray(-1024).every((byte) => byte === 0)).toBe(true);
    await expect(readAll(whole.subarray(0, whole.length - 1024))).rejects.toThrow(
      'The archive is truncated.',
    );
    const source = join(folder, 'links');
    mkdirSync(source, { recursive: true });
    writeFileSync(join(source, 'target'), 'x');
    symlinkSync('target', join(source, 'x'));
    const linked = join(folder, 'links.tar');
    execFileSync('tar', ['-cf', linked, '-C', source, 'x']);
    await expect(readAll(readFileSync(linked))).rejects.toThrow(
      new ArchiveError('The archive holds an entry of type "symlink", not a file.'),
    );
  });
});
