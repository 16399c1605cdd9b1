import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Passes bytes through while counting them and taking their sha256. With a limit, the stream fails
 * with `tooLarge()` as soon as more bytes arrive than allowed, before they reach the disk.
 */
export class Checksum extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');

  constructor(private readonly limit?: { bytes: number; tooLarge: () => Error }) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.limit && this.bytes > this.limit.bytes) return callback(this.limit.tooLarge());
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** The hex sha256 of everything that passed; call once, after the end. */
  digest(): string {
    return this.hash.digest('hex');
  }
}

export function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}
