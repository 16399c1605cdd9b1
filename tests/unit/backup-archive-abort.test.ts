import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeArchive, type ArchiveSource } from '../../server/backup/create';

/**
 * An archive whose reader goes away (a download cancelled, a HEAD, the stall timer) at any moment:
 * writeArchive fails, and nothing is left emitting an 'error' that no one listens to, which ended the
 * whole server before. Vitest fails the run on any uncaught error, also one a tick later.
 */
describe('an archive whose reader leaves', () => {
  let root: string;
  let source: ArchiveSource;
  const uuid = '0b5f7c1e-3a4d-4e2f-9b6a-1c2d3e4f5a6b';

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'club-archive-abort-'));
    await mkdir(path.join(root, uuid), { recursive: true });
    for (const name of ['original', '300x300.jpg', '1280x1280.jpg']) {
      await writeFile(path.join(root, uuid, name), randomBytes(2_000_000));
    }
    source = {
      createdAt: new Date('2026-11-27T10:00:00Z'),
      schemaVersion: 1,
      appVersion: '0.0.0',
      dataFiles: Array.from({ length: 20 }, (_, i) => ({
        name: `collection-${i}.json`,
        content: () => randomBytes(50_000),
      })),
      uploadsDir: root,
      imageFolders: [uuid],
    };
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  const moments: [string, (output: PassThrough) => void][] = [
    ['at once', (output) => output.destroy()],
    ['a tick later', (output) => process.nextTick(() => output.destroy())],
    ['after the first data files', (output) => setImmediate(() => output.destroy())],
    ['after 10 bytes', (output) => output.once('data', () => output.destroy())],
    [
      'half way through the photos',
      (output) => {
        let bytes = 0;
        output.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > 3_000_000 && !output.destroyed) output.destroy();
        });
      },
    ],
  ];

  for (const [when, leave] of moments) {
    it(`fails cleanly when the reader leaves ${when}`, async () => {
      const output = new PassThrough();
      const written = writeArchive(source, output);
      leave(output);
      output.resume();
      await expect(written).rejects.toThrow();
      // Whatever a destroyed part emits on a later tick must have a listener too.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }
});
