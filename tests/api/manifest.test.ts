import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ingestImage } from '../../server/images/service';
import { demoClubName, shortNameOf } from '../../server/settings/defaults';
import { createAdmin } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { putSettings } from '../helpers/settings';

let server: TestServer;
afterEach(() => server?.close());

/** As the build writes it (vite.config.ts): the server puts in the club's names, colours and icons. */
const built = {
  name: 'Wandelclub',
  short_name: 'Wandelclub',
  description: 'Wandeltochten',
  lang: 'nl',
  start_url: '/',
  display: 'standalone',
  theme_color: '#2f6b3a',
  background_color: '#ffffff',
  icons: [{ src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
  screenshots: [{ src: 'screenshots/home-wide.png', sizes: '1280x720', type: 'image/png', form_factor: 'wide' }],
};

async function writeManifest(content: unknown, mtime = new Date()): Promise<void> {
  await mkdir(server.config.distDir, { recursive: true });
  const file = path.join(server.config.distDir, 'manifest.webmanifest');
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  await utimes(file, mtime, mtime);
}

type Icon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = { name: string; short_name: string; theme_color: string; background_color: string; icons: Icon[] };

async function manifest(): Promise<Manifest> {
  const { status, json } = await server.request('/manifest.webmanifest');
  expect(status).toBe(200);
  return json as Manifest;
}

/** An icon as the browser fetches it: a PNG, with its pixels. */
async function fetchIcon(icon: Icon) {
  const response = await fetch(server.url + icon.src);
  expect(response.status, icon.src).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toMatch(/immutable/);
  const image = sharp(Buffer.from(await response.arrayBuffer()));
  const metadata = await image.metadata();
  expect(metadata.format).toBe('png');
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  /** [r, g, b, a] at (x, y). */
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
  return { width: metadata.width, height: metadata.height, pixel };
}

const iconOf = (icons: Icon[], sizes: string, purpose?: string) => {
  const icon = icons.find((each) => each.sizes === sizes && each.purpose === purpose);
  expect(icon, `${sizes} ${purpose ?? 'any'}`).toBeDefined();
  return icon!;
};

const near = (actual: number[], expected: number[]) =>
  expect(
    actual.every((value, index) => Math.abs(value - expected[index]!) <= 8),
    `${actual} ≈ ${expected}`,
  ).toBe(true);

describe('web app manifest', () => {
  it("answers the built manifest with the club's own name, colours and icons, the rest unchanged", async () => {
    server = await startTestServer({ env: { CLUB_NAME: 'WSV De Kadees' } });
    await writeManifest(built);
    const { status, headers, json } = await server.request('/manifest.webmanifest');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(headers.get('cache-control')).toBe('no-cache');
    // The screenshots show the demo club, not this one; the build's icons are the build's drawing.
    const { screenshots: _demoScreenshots, icons: _buildIcons, ...rest } = built;
    expect(json).toEqual({
      ...rest,
      name: 'WSV De Kadees',
      short_name: 'WSV De Kadees',
      theme_color: '#2f6b3a',
      background_color: '#ffffff',
      icons: [
        {
          src: expect.stringMatching(/^\/manifest-icons\/[0-9a-f]{16}\/icon-192\.png$/),
          sizes: '192x192',
          type: 'image/png',
        },
        {
          src: expect.stringMatching(/^\/manifest-icons\/[0-9a-f]{16}\/icon-512\.png$/),
          sizes: '512x512',
          type: 'image/png',
        },
        {
          src: expect.stringMatching(/^\/manifest-icons\/[0-9a-f]{16}\/maskable-512\.png$/),
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    });
  });

  it('keeps the screenshots for the demo club', async () => {
    server = await startTestServer({ env: { CLUB_NAME: demoClubName } });
    await writeManifest(built);
    expect(await manifest()).toMatchObject({ name: demoClubName, screenshots: built.screenshots });
  });

  it('follows the settings without a restart: names, colour, and icons drawn from the initials, then from the logo', async () => {
    server = await startTestServer({ env: { CLUB_NAME: 'WSV De Kadees' } });
    await writeManifest(built);
    const admin = await createAdmin(server);
    const before = await manifest();

    await putSettings(admin, (payload) => {
      payload.club.name = "'t Wandelend Paard";
      payload.club.shortName = 'Het Paard';
      payload.club.themeColor = '#1D4E89';
    });
    const renamed = await manifest();
    expect(renamed).toMatchObject({
      name: "'t Wandelend Paard",
      short_name: 'Het Paard',
      theme_color: '#1d4e89',
      background_color: '#ffffff',
    });
    // New colour, new initials: new icons at new addresses; the old ones lead to the new.
    expect(renamed.icons[0]!.src).not.toBe(before.icons[0]!.src);
    const old = await fetch(server.url + before.icons[0]!.src, { redirect: 'manual' });
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(renamed.icons[0]!.src);

    const initials192 = await fetchIcon(iconOf(renamed.icons, '192x192'));
    expect([initials192.width, initials192.height]).toEqual([192, 192]);
    const initials512 = await fetchIcon(iconOf(renamed.icons, '512x512'));
    expect([initials512.width, initials512.height]).toEqual([512, 512]);
    const initialsMaskable = await fetchIcon(iconOf(renamed.icons, '512x512', 'maskable'));
    expect([initialsMaskable.width, initialsMaskable.height]).toEqual([512, 512]);
    // Without a logo: the theme colour to the edges of the maskable icon.
    near(initialsMaskable.pixel(2, 2), [0x1d, 0x4e, 0x89, 255]);

    // A wide red logo.
    const red = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#d01010' } })
      .png()
      .toBuffer();
    const logo = await ingestImage(
      { store: server.store, uploadsDir: server.config.uploadsDir },
      { buffer: red, fileName: 'logo.png' },
    );
    await putSettings(admin, (payload) => {
      payload.club.logo = { id: logo.id };
    });
    const withLogo = await manifest();
    expect(withLogo.icons[0]!.src).not.toBe(renamed.icons[0]!.src);
    const any192 = await fetchIcon(iconOf(withLogo.icons, '192x192'));
    expect([any192.width, any192.height]).toEqual([192, 192]);
    near(any192.pixel(96, 96), [0xd0, 0x10, 0x10, 255]);
    const any512 = await fetchIcon(iconOf(withLogo.icons, '512x512'));
    expect([any512.width, any512.height]).toEqual([512, 512]);
    const maskable = await fetchIcon(iconOf(withLogo.icons, '512x512', 'maskable'));
    expect([maskable.width, maskable.height]).toEqual([512, 512]);
    // The logo in the middle, inside the safe zone (a circle of 80% of the width): white around it.
    near(maskable.pixel(256, 256), [0xd0, 0x10, 0x10, 255]);
    near(maskable.pixel(256, 80), [255, 255, 255, 255]);
    near(maskable.pixel(5, 5), [255, 255, 255, 255]);
    // The logo's corner (its diagonal is 80% of 512 px) is just inside the circle, and nothing beyond it.
    const halfDiagonal = 0.4 * 512;
    const [dx, dy] = [(halfDiagonal * 2) / Math.sqrt(5), halfDiagonal / Math.sqrt(5)];
    near(maskable.pixel(Math.round(256 + dx - 3), Math.round(256 + dy - 3)), [0xd0, 0x10, 0x10, 255]);
    near(maskable.pixel(Math.round(256 + dx + 4), Math.round(256 + dy + 4)), [255, 255, 255, 255]);
  });

  it('reads a new build without a restart', async () => {
    server = await startTestServer({ env: { CLUB_NAME: 'De Kadees' } });
    await writeManifest(built, new Date(Date.now() - 10_000));
    expect(await manifest()).toMatchObject({ description: 'Wandeltochten' });
    await writeManifest({ ...built, description: 'Nieuwe build' });
    expect(await manifest()).toMatchObject({ name: 'De Kadees', short_name: 'Kadees', description: 'Nieuwe build' });
  });

  it('answers 404 before the build and 503 for a broken one, never a 500', async () => {
    server = await startTestServer();
    const missing = await server.request('/manifest.webmanifest');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ message: expect.any(String) });
    await writeManifest('{"name": "kapot"');
    const broken = await server.request('/manifest.webmanifest');
    expect(broken.status).toBe(503);
    expect(broken.json).toMatchObject({ message: expect.any(String) });
    await writeManifest('["geen", "object"]', new Date(Date.now() + 5000));
    expect((await server.request('/manifest.webmanifest')).status).toBe(503);
  });

  it('answers 404 for icons it does not make', async () => {
    server = await startTestServer();
    for (const route of ['/manifest-icons/0123456789abcdef/icon-64.png', '/manifest-icons/kort/icon-192.png']) {
      expect((await server.request(route)).status, route).toBe(404);
    }
  });
});

describe('shortNameOf', () => {
  it.each([
    ['De Houtlandstappers', 'Houtlandstappers'],
    ['Het Wandelclubje', 'Wandelclubje'],
    ["'t Stapperke", 'Stapperke'],
    ['de kadees', 'kadees'],
    ['WSV De Kadees', 'WSV De Kadees'],
    ['Wandelclub Sint-Martinus Kortrijk', 'Wandelclub'],
    ['Wandelvrienden Groot Brugge', 'Wandelvrienden'],
    ['De', 'De'],
  ])('%s → %s', (clubName, expected) => {
    expect(shortNameOf(clubName)).toBe(expected);
  });
});
