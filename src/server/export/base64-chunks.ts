/**
 * Base64 of a byte stream, chunk by chunk (the zip export's streamed answer, issue 22 §6): each piece
 * encodes a multiple of 3 bytes and the 1 or 2 left over wait for the next chunk, so the pieces joined
 * are exactly the base64 of the whole, without the whole ever being held.
 */
export class Base64Chunks {
  private carry: Buffer = Buffer.alloc(0);

  /** The base64 of as much of the stream so far as fills whole 3-byte groups. */
  push(chunk: Uint8Array): string {
    let bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let head = '';
    if (this.carry.length > 0) {
      // Complete the bytes left over with the first of this chunk (never copy the whole chunk).
      const taken = bytes.subarray(0, 3 - this.carry.length);
      this.carry = Buffer.concat([this.carry, taken]);
      bytes = bytes.subarray(taken.length);
      if (this.carry.length < 3) return '';
      head = this.carry.toString('base64');
    }
    const whole = bytes.length - (bytes.length % 3);
    this.carry = Buffer.from(bytes.subarray(whole));
    return head + bytes.subarray(0, whole).toString('base64');
  }

  /** The rest, padded: call once, at the end of the stream. */
  end(): string {
    const rest = this.carry.toString('base64');
    this.carry = Buffer.alloc(0);
    return rest;
  }
}

/** A base64 string as ASCII bytes in a buffer of its own (safe to transfer to another thread). */
export function asciiBytes(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length);
  Buffer.from(bytes.buffer).write(text, 'latin1');
  return bytes;
}
