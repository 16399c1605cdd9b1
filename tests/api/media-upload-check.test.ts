import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { Event as Walk, Image } from '../../server/contracts';
import { createAdmin, type AdminSession } from '../helpers/admin';
import type { ErrorAnswer } from '../helpers/answers';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeWalk } from '../helpers/factories';

let server: TestServer;
afterEach(() => server?.close());

const damagedText = 'Deze foto is beschadigd of onvolledig. Kies het bestand opnieuw of sla de foto opnieuw op.';

/** A photo-like picture (noise), so a cut lands in pixel data rather than in a flat colour. */
function photo(width = 400, height = 300) {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });
}

const cutOff = (buffer: Buffer) => buffer.subarray(0, Math.floor(buffer.length * 0.6));

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])));
  return Buffer.concat([length, Buffer.from(type, 'ascii'), data, crc]);
}

/** Bytes in the middle of the first IDAT flipped, with a matching CRC: only decoding the pixels finds it. */
function damageIdat(png: Buffer): Buffer {
  const out = Buffer.from(png);
  for (let offset = 8; offset < out.length;) {
    const length = out.readUInt32BE(offset);
    if (out.toString('ascii', offset + 4, offset + 8) === 'IDAT') {
      const middle = offset + 8 + Math.floor(length / 2);
      for (let index = 0; index < 64; index += 1) out[middle + index]! ^= 0x5a;
      out.writeUInt32BE(crc32(out.subarray(offset + 4, offset + 8 + length)), offset + 8 + length);
      return out;
    }
    offset += 12 + length;
  }
  throw new Error('no IDAT');
}

/** A PNG whose header promises `width`×`height` pixels, with pixel data that is not even valid. */
function pngHeaderOnly(
  width: number,
  height: number,
  options: { bitDepth: number; colorType: number; interlaced: boolean },
) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([options.bitDepth, options.colorType, 0, 0, options.interlaced ? 1 : 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from('geen pixels'))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadFolders(): Promise<string[]> {
  return readdir(server.config.uploadsDir).catch(() => []);
}

async function start(): Promise<AdminSession> {
  server = await startTestServer();
  return createAdmin(server);
}

function upload(admin: AdminSession, data: Buffer, name: string, field = 'files', extra?: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra ?? {})) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name);
  return form;
}

describe('upload check: every upload is decoded once, in full', () => {
  it('refuses a cut-off JPEG, a cut-off progressive JPEG, a cut-off (interlaced) PNG and a PNG with a damaged IDAT with 415, storing nothing', async () => {
    const admin = await start();
    const broken: Array<[string, Buffer]> = [
      ['afgebroken.jpg', cutOff(await photo().jpeg().toBuffer())],
      ['afgebroken-progressief.jpg', cutOff(await photo().jpeg({ progressive: true }).toBuffer())],
      ['afgebroken.png', cutOff(await photo().png().toBuffer())],
      ['afgebroken-interlaced.png', cutOff(await photo().png({ progressive: true }).toBuffer())],
      ['beschadigd.png', damageIdat(await photo().png().toBuffer())],
    ];
    for (const [name, data] of broken) {
      const answer = await admin.request('/admin/api/images/upload', {
        method: 'POST',
        body: upload(admin, data, name),
      });
      expect(answer.status, name).toBe(415);
      expect((answer.json as ErrorAnswer).message, name).toBe(damagedText);
    }
    expect(server.store.images.size).toBe(0);
    expect(await uploadFolders()).toEqual([]);
  });

  it('keeps a good photo sent after a broken one out too, and accepts it alone with its gallery size made', async () => {
    const admin = await start();
    const form = upload(admin, cutOff(await photo().jpeg().toBuffer()), 'kapot.jpg');
    form.append(
      'files',
      new Blob([new Uint8Array(await photo().jpeg().toBuffer())], { type: 'image/jpeg' }),
      'goed.jpg',
    );
    const mixed = await admin.request('/admin/api/images/upload', { method: 'POST', body: form });
    expect(mixed.status).toBe(415);
    expect(await uploadFolders()).toEqual([]);

    const good = await admin.request('/admin/api/images/upload', {
      method: 'POST',
      body: upload(admin, await photo(2000, 1500).png({ progressive: true }).toBuffer(), 'goed.png'),
    });
    expect(good.status, good.text).toBe(201);
    const [image] = good.json as Image[];
    // The decode at upload already made what the gallery shows (cdnUrl = the 1280 JPEG).
    expect((await readdir(`${server.config.uploadsDir}/${image!.uuid}`)).sort()).toEqual(['1280x1280.jpg', 'original']);
    const shown = await fetch(server.url + image!.cdnUrl);
    expect(shown.status).toBe(200);
    expect(await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).toMatchObject({ width: 1280, height: 960 });
  });

  it('refuses a damaged walk banner with 415: no walk made, no walk changed, no image kept', async () => {
    const admin = await start();
    const banner = damageIdat(await photo().png().toBuffer());
    const eventData = JSON.stringify({ name: 'Boswandeling', startDateTime: '2026-06-01T09:30' });
    const created = await admin.request('/admin/api/events/walking', {
      method: 'POST',
      body: upload(admin, banner, 'banner.png', 'bannerFile', { eventData }),
    });
    expect(created.status).toBe(415);
    expect((created.json as ErrorAnswer).message).toBe(damagedText);
    expect(server.store.events.size).toBe(0);

    const walk = await makeWalk(server.store, { name: 'Houtlandtocht' });
    const patched = await admin.request(`/admin/api/events/${walk.id}`, {
      method: 'PATCH',
      body: upload(admin, cutOff(await photo().jpeg().toBuffer()), 'banner.jpg', 'bannerFile', {
        eventData: JSON.stringify({ name: 'Nieuwe naam' }),
      }),
    });
    expect(patched.status).toBe(415);
    const stored = (await admin.request(`/admin/api/events/${walk.id}`)).json as Walk;
    expect(stored).toMatchObject({ name: 'Houtlandtocht', version: 1, banner: null });
    expect(server.store.images.size).toBe(0);
    expect(await uploadFolders()).toEqual([]);
  });

  it('checks the pixel count and the memory a decode needs from the header, before decoding anything', async () => {
    const admin = await start();
    const refused = async (data: Buffer, name: string) => {
      const answer = await admin.request('/admin/api/images/upload', {
        method: 'POST',
        body: upload(admin, data, name),
      });
      return { status: answer.status, message: (answer.json as ErrorAnswer).message };
    };
    // Invalid pixel data behind each header: a 415 would mean a decode was tried first.
    expect(
      await refused(pngHeaderOnly(8000, 5001, { bitDepth: 8, colorType: 2, interlaced: false }), 'reus.png'),
    ).toEqual({
      status: 413,
      message: 'De foto is te groot: hoogstens 40 megapixels.',
    });
    // 20.2 megapixels, but interlaced 16-bit RGBA has to be held whole: 162 MB, over what one decode may use.
    expect(
      await refused(pngHeaderOnly(4600, 4400, { bitDepth: 16, colorType: 6, interlaced: true }), 'zwaar.png'),
    ).toEqual({
      status: 413,
      message: 'Deze foto vraagt te veel geheugen om te verwerken. Bewaar ze als JPEG of met minder pixels.',
    });
    // The same size saved line by line is read a few lines at a time: only its (broken) pixels refuse it.
    expect(
      (await refused(pngHeaderOnly(4600, 4400, { bitDepth: 16, colorType: 6, interlaced: false }), 'plat.png')).status,
    ).toBe(415);
    expect(await uploadFolders()).toEqual([]);
  });
});
