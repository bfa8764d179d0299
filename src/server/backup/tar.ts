/**
 * The few bytes of the tar format a backup archive needs (issue 26 "Durability on one machine"):
 * regular files only, POSIX ustar headers, a pax `path` (and `size`) record when a name or size does
 * not fit them. `tarHeader` writes, `readTar` reads a stream of tar bytes entry by entry and refuses
 * anything else (a bad checksum, a link, a truncated stream) with an `ArchiveError`.
 */

const BLOCK = 512;
/** The largest size the header's 11 octal digits hold (8 GiB - 1). */
const USTAR_SIZE_MAX = 0o77777777777;

export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

export interface TarEntry {
  readonly path: string;
  readonly size: number;
  /** Permission bits (0o644, 0o600). */
  readonly mode: number;
}

function writeField(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, Math.min(length, Buffer.byteLength(value)), 'utf8');
}

function octal(value: number, digits: number): string {
  return `${value.toString(8).padStart(digits, '0')}\0`;
}

function checksumOf(header: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++)
    sum += index >= 148 && index < 156 ? 0x20 : (header[index] ?? 0);
  return sum;
}

function ustarHeader(name: string, size: number, mode: number, type: '0' | 'x', mtime: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  writeField(header, 0, 100, name);
  writeField(header, 100, 8, octal(mode & 0o7777, 7));
  writeField(header, 108, 8, octal(0, 7));
  writeField(header, 116, 8, octal(0, 7));
  writeField(header, 124, 12, octal(Math.min(size, USTAR_SIZE_MAX), 11));
  writeField(header, 136, 12, octal(mtime, 11));
  writeField(header, 156, 1, type);
  writeField(header, 257, 8, 'ustar\u000000');
  writeField(header, 148, 8, `${checksumOf(header).toString(8).padStart(6, '0')}\0 `);
  return header;
}

/** One pax record: "<length> <key>=<value>\n", the length counting itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body);
  while (String(length).length + Buffer.byteLength(body) !== length)
    length = String(length).length + Buffer.byteLength(body);
  return `${length}${body}`;
}

/** Zero bytes that pad `size` bytes of data to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The two zero blocks that end an archive. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

/** The header block(s) of one regular file; its bytes and `tarPadding(size)` follow. */
export function tarHeader(entry: TarEntry, mtime = Math.floor(Date.now() / 1000)): Buffer {
  const long = Buffer.byteLength(entry.path) > 100 || !/^[\x20-\x7e]*$/.test(entry.path);
  const big = entry.size > USTAR_SIZE_MAX;
  const main = ustarHeader(
    long ? entry.path.slice(0, 99).replace(/[^\x20-\x7e]/g, '_') : entry.path,
    entry.size,
    entry.mode,
    '0',
    mtime,
  );
  if (!long && !big) return main;
  const records = Buffer.from(
    (long ? paxRecord('path', entry.path) : '') + (big ? paxRecord('size', String(entry.size)) : ''),
  );
  return Buffer.concat([
    ustarHeader('PaxHeader', records.length, 0o644, 'x', mtime),
    records,
    tarPadding(records.length),
    main,
  ]);
}

/** Pulls exact byte counts from a stream of chunks. */
class ByteReader {
  private pending: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.pending = this.pending.length > 0 ? Buffer.concat([this.pending, next.value]) : next.value;
    return true;
  }

  async exact(length: number): Promise<Buffer> {
    while (this.pending.length < length) {
      if (!(await this.fill())) throw new ArchiveError('The archive is truncated.');
    }
    const bytes = this.pending.subarray(0, length);
    this.pending = this.pending.subarray(length);
    return bytes;
  }

  async *chunks(length: number): AsyncGenerator<Buffer> {
    let left = length;
    while (left > 0) {
      if (this.pending.length === 0 && !(await this.fill()))
        throw new ArchiveError('The archive is truncated.');
      const bytes = this.pending.subarray(0, Math.min(left, this.pending.length));
      this.pending = this.pending.subarray(bytes.length);
      left -= bytes.length;
      yield bytes;
    }
  }
}

function readString(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = readString(header, offset, length).trim();
  if (!/^[0-7]*$/.test(text))
    throw new ArchiveError('The archive is corrupt (a header field is not a number).');
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function parsePax(records: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of records.split('\n')) {
    const match = /^\d+ ([^=]+)=(.*)$/s.exec(line);
    if (match?.[1]) values.set(match[1], match[2] ?? '');
  }
  return values;
}

/**
 * Reads every regular file of a tar stream in order and hands each to `onEntry` with its bytes
 * as chunks, which `onEntry` must consume. Throws `ArchiveError` for anything it cannot trust.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry, chunks: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const reader = new ByteReader(source);
  let pax = new Map<string, string>();
  for (;;) {
    const header = await reader.exact(BLOCK);
    if (header.every((byte) => byte === 0)) return;
    if (readOctal(header, 148, 8) !== checksumOf(header)) {
      throw new ArchiveError('The archive is corrupt (a header checksum does not match).');
    }
    const type = String.fromCharCode(header[156] ?? 0);
    const headerSize = readOctal(header, 124, 12);
    if (type === 'x') {
      const parts: Buffer[] = [];
      for await (const chunk of reader.chunks(headerSize)) parts.push(chunk);
      const records = Buffer.concat(parts);
      await reader.exact(tarPadding(headerSize).length);
      pax = parsePax(records.toString('utf8'));
      continue;
    }
    if (type !== '0' && type !== '\0')
      throw new ArchiveError(`The archive holds an entry of type "${type}", not a file.`);
    const size = pax.has('size') ? Number(pax.get('size')) : headerSize;
    const prefix = readString(header, 345, 155);
    const name = readString(header, 0, 100);
    const path = pax.get('path') ?? (prefix ? `${prefix}/${name}` : name);
    pax = new Map();
    if (!Number.isSafeInteger(size) || size < 0)
      throw new ArchiveError('The archive is corrupt (a bad size).');
    let consumed = 0;
    const chunks = (async function* () {
      for await (const chunk of reader.chunks(size)) {
        consumed += chunk.length;
        yield chunk;
      }
    })();
    await onEntry({ path, size, mode: readOctal(header, 100, 8) }, chunks);
    if (consumed !== size) for await (const _ of reader.chunks(size - consumed));
    await reader.exact(tarPadding(size).length);
  }
}
