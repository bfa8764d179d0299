/**
 * HTTP byte ranges (RFC 9110 §14) for files on the sites origin, so videos seek and resume. Pure.
 * One range per request is honoured (`bytes=a-b`, `bytes=a-`, `bytes=-n`); a multi-range or
 * malformed header is ignored, as the RFC allows, and the whole file is sent.
 */

export interface ByteRange {
  readonly start: number;
  /** Inclusive, as in Content-Range. */
  readonly end: number;
}

/** Only digits: `Number('1e3')` or `Number(' 5')` must not pass for a position. */
const DIGITS = /^\d+$/;

/**
 * The range `header` asks of a file of `size` bytes: a satisfiable range, `'unsatisfiable'` (answer
 * 416), or undefined when there is no usable Range header (answer the whole file).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^\s*bytes\s*=\s*([^,]*)$/i.exec(header ?? '');
  if (!match) return undefined;
  const [first = '', last = '', ...rest] = match[1]!.split('-').map((part) => part.trim());
  if (rest.length > 0 || (first === '' && last === '')) return undefined;
  if ((first !== '' && !DIGITS.test(first)) || (last !== '' && !DIGITS.test(last))) return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined; // an invalid range is ignored
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

export const contentRange = (range: ByteRange, size: number) => `bytes ${range.start}-${range.end}/${size}`;
export const unsatisfiedRange = (size: number) => `bytes */${size}`;
