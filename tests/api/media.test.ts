import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ingestImage } from '../../server/images/service';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { jpeg } from '../helpers/factories';

let server: TestServer;
afterEach(() => server?.close());

async function fetchImage(pathname: string) {
  const response = await fetch(server.url + pathname);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** A 4000×3000 camera photo, turned on its side (EXIF orientation 6), with the GPS position of Torhout. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#5d8a4e' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Testcamera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 3/1 53/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 6/1 0/1' },
    })
    .toBuffer();
}

describe('media', () => {
  it('serves a camera photo as a rotated variant of at most 1280 px without EXIF or GPS data', async () => {
    server = await startTestServer();
    const original = await cameraPhoto();
    expect((await exifr.gps(original))?.latitude).toBeCloseTo(51.0647, 3);
    const image = await ingestImage(
      { store: server.store, uploadsDir: server.config.uploadsDir },
      { buffer: original, fileName: 'IMG_0042.jpg' },
    );
    expect(image).toMatchObject({ width: 3000, height: 4000, format: 'jpeg', fileName: 'IMG_0042.jpg' });

    const { response, body } = await fetchImage(`/media/${image.uuid}/1280x1280.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const variant = await sharp(body).metadata();
    expect(variant.format).toBe('jpeg');
    expect([variant.width, variant.height]).toEqual([960, 1280]); // upright: the side turned by the EXIF orientation
    expect(variant.exif).toBeUndefined();
    expect(variant.orientation).toBeUndefined();
    expect(await exifr.gps(body)).toBeUndefined();
    expect(variant.isProgressive).toBe(true);

    const cdn = await fetchImage(`/media/${image.uuid}/`);
    expect(cdn.response.status).toBe(200);
    expect(cdn.body.equals(body)).toBe(true);
  });

  it('makes each allowed size and format, never larger than the original', async () => {
    server = await startTestServer();
    const image = await ingestImage(
      { store: server.store, uploadsDir: server.config.uploadsDir },
      { buffer: await jpeg(1000, 500), fileName: 'breed.jpg' },
    );
    const expected: Array<[string, number, number, string]> = [
      ['300x300.jpg', 300, 150, 'jpeg'],
      ['640x640.webp', 640, 320, 'webp'],
      ['1200x630.jpg', 1000, 500, 'jpeg'],
      ['1280x1280.webp', 1000, 500, 'webp'],
    ];
    for (const [variant, width, height, format] of expected) {
      const { response, body } = await fetchImage(`/media/${image.uuid}/${variant}`);
      expect(response.status, variant).toBe(200);
      const meta = await sharp(body).metadata();
      expect([meta.width, meta.height, meta.format], variant).toEqual([width, height, format]);
    }
  });

  it('puts a see-through image (a logo) on white in its JPEG variants, and keeps it see-through in WebP', async () => {
    server = await startTestServer();
    // A red square in the middle of a transparent one.
    const red = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#d01010' } })
      .png()
      .toBuffer();
    const logo =
      await sharp({ create: { width: 120, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }) // prettier-ignore
        .composite([{ input: red, gravity: 'centre' }])
        .png()
        .toBuffer();
    const image = await ingestImage(
      { store: server.store, uploadsDir: server.config.uploadsDir },
      { buffer: logo, fileName: 'logo.png' },
    );
    const corner = async (variant: string) => {
      const { body } = await fetchImage(`/media/${image.uuid}/${variant}`);
      const { data, info } = await sharp(body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(120);
      return [...data.subarray(0, 4)];
    };
    const jpegCorner = await corner('300x300.jpg');
    expect(jpegCorner.slice(0, 3).every((channel) => channel >= 245)).toBe(true);
    expect((await corner('300x300.webp'))[3]).toBe(0);
  });

  it('answers 404 for unknown sizes, the original, unknown and malformed uuids, without making files', async () => {
    server = await startTestServer();
    const image = await ingestImage(
      { store: server.store, uploadsDir: server.config.uploadsDir },
      { buffer: await jpeg(800, 600), fileName: 'a.jpg' },
    );
    const folder = path.join(server.config.uploadsDir, image.uuid);
    for (const variant of [
      '500x500.jpg',
      '300x300.png',
      '300x301.jpg',
      'original',
      'original.jpg',
      '1280x1280.jpg.tmp',
      '..%2Foriginal',
      'x',
    ]) {
      const { status, json } = await server.request(`/media/${image.uuid}/${variant}`);
      expect(status, variant).toBe(404);
      expect(json).toEqual({ message: 'Deze foto bestaat niet.' });
    }
    // Only what the upload made: the shown size and the original.
    expect((await readdir(folder)).sort()).toEqual(['1280x1280.jpg', 'original']);
    for (const uuid of ['00000000-0000-4000-8000-000000000000', 'niet-een-uuid', '..', '%2e%2e']) {
      const { response } = await fetchImage(`/media/${uuid}/300x300.jpg`);
      expect(response.status, uuid).toBe(404);
    }
  });

  it('serves concurrent first requests for one variant from a single resize', async () => {
    server = await startTestServer();
    const image = await ingestImage(
      { store: server.store, uploadsDir: server.config.uploadsDir },
      { buffer: await jpeg(2000, 1500), fileName: 'a.jpg' },
    );
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetchImage(`/media/${image.uuid}/640x640.webp`)));
    const first = answers[0]!.body;
    for (const { response, body } of answers) {
      expect(response.status).toBe(200);
      expect(body.equals(first)).toBe(true);
    }
    expect((await readdir(path.join(server.config.uploadsDir, image.uuid))).sort()).toEqual([
      '1280x1280.jpg',
      '640x640.webp',
      'original',
    ]);
  });
});

describe('ingestImage', () => {
  const refused = async (buffer: Buffer, fileName: string) => {
    server = await startTestServer();
    const error = await ingestImage(
      { store: server.store, uploadsDir: server.config.uploadsDir },
      { buffer, fileName },
    ).catch((e: unknown) => e);
    expect(server.store.images.size).toBe(0);
    expect(await readdir(server.config.uploadsDir).catch(() => [])).toEqual([]);
    return error as { status: number; message: string };
  };

  it('refuses a text file named .jpg with 415', async () => {
    const error = await refused(Buffer.from('Dit is geen foto, enkel tekst.\n'.repeat(20)), 'vakantie.jpg');
    expect(error.status).toBe(415);
    expect(error.message).toBe('Dit bestand is geen foto. Kies een JPEG-, PNG-, WebP-, GIF-, AVIF- of HEIC-bestand.');
  });

  it('refuses an SVG, which could carry a script, with 415', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    const error = await refused(Buffer.from(svg), 'logo.png');
    expect(error.status).toBe(415);
  });

  it('refuses an image over 40 megapixels with 413', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    const error = await refused(huge, 'panorama.jpg');
    expect(error.status).toBe(413);
    expect(error.message).toBe('De foto is te groot: hoogstens 40 megapixels.');
  });

  it('refuses a file over 20 MB with 413', async () => {
    const error = await refused(Buffer.concat([await jpeg(100, 100), Buffer.alloc(20 * 1024 * 1024)]), 'groot.jpg');
    expect(error.status).toBe(413);
    expect(error.message).toBe('Het bestand is te groot: een foto mag hoogstens 20 MB zijn.');
  });

  it('keeps only the base of the client file name, on one line', async () => {
    server = await startTestServer();
    const image = await ingestImage(
      { store: server.store, uploadsDir: server.config.uploadsDir },
      { buffer: await jpeg(10, 10), fileName: '../../etc/pass\u0000wd.jpg' },
    );
    // A control character becomes a space, as in every one-line text the server takes as it comes.
    expect(image.fileName).toBe('pass wd.jpg');
    expect(await readdir(server.config.uploadsDir)).toEqual([image.uuid]);
  });

  it('answers 404, not a server error, for a stored original that no longer decodes', async () => {
    server = await startTestServer();
    const image = await ingestImage(
      { store: server.store, uploadsDir: server.config.uploadsDir },
      { buffer: await jpeg(800, 600), fileName: 'oud.jpg' },
    );
    // As an older version may have stored it: cut off, never checked.
    const folder = path.join(server.config.uploadsDir, image.uuid);
    await writeFile(path.join(folder, 'original'), (await jpeg(800, 600)).subarray(0, 400));
    for (const variant of ['640x640.webp', '300x300.jpg']) {
      const { response, body } = await fetchImage(`/media/${image.uuid}/${variant}`);
      expect(response.status, variant).toBe(404);
      expect(JSON.parse(body.toString())).toEqual({ message: 'Deze foto bestaat niet.' });
    }
    expect(server.logged.filter((entry) => String(entry[0]).startsWith('Fout bij'))).toEqual([]);
    expect(server.logged.some((entry) => String(entry[0]).includes('geen leesbare foto meer'))).toBe(true);
  });
});
