import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';

/** Every entry of a .tar.gz by name, read whole: for tests on small archives only. */
export async function archiveEntries(archive: Buffer): Promise<Map<string, Buffer>> {
  const extract = tar.extract();
  Readable.from([gunzipSync(archive)]).pipe(extract);
  const entries = new Map<string, Buffer>();
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  return entries;
}

export type TarEntry = {
  name: string;
  content?: Buffer | string;
  type?: 'file' | 'symlink' | 'directory';
  linkname?: string;
};

/** A .tar.gz made of exactly these entries, in this order: for archives our own code would never write. */
export async function packArchive(entries: TarEntry[]): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for (const entry of entries) {
    await new Promise<void>((resolve, reject) => {
      const header = { name: entry.name, type: entry.type ?? 'file', linkname: entry.linkname };
      const callback = (error?: Error | null) => (error ? reject(error) : resolve());
      if (entry.type && entry.type !== 'file') pack.entry(header, callback);
      else pack.entry(header, Buffer.from(entry.content ?? ''), callback);
    });
  }
  pack.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

/** The archive with one byte of `name`'s content changed, the gzip made anew: damage the checksum must catch. */
export function withByteChanged(archive: Buffer, name: string, at = 10): Buffer {
  const tarBytes = Buffer.from(gunzipSync(archive));
  // A tar header starts with the name, NUL-padded, on a 512-byte boundary; the content follows it.
  for (let offset = 0; offset + 512 <= tarBytes.length; offset += 512) {
    const header = tarBytes.subarray(offset, offset + 100);
    if (header.toString('utf8').replace(/\0+$/, '') === name) {
      const position = offset + 512 + at;
      tarBytes[position] = tarBytes[position]! ^ 0x01;
      return gzipSync(tarBytes);
    }
  }
  throw new Error(`${name} staat niet in het archief`);
}
