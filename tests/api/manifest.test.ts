import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shortNameOf } from '../../server/site/manifest';
import { startTestServer, type TestServer } from '../helpers/api-server';

let server: TestServer;
afterEach(() => server?.close());

/** As the build writes it (vite.config.ts), with the name the build knows. */
const built = {
  name: 'De Houtlandstappers',
  short_name: 'Houtlandstappers',
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

describe('web app manifest', () => {
  it("answers the built manifest with the club's own name, the rest unchanged", async () => {
    server = await startTestServer({ env: { CLUB_NAME: 'WSV De Kadees' } });
    await writeManifest(built);
    const { status, headers, json } = await server.request('/manifest.webmanifest');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(headers.get('cache-control')).toBe('no-cache');
    // The screenshots show the club the build was made with, not this one.
    const { screenshots: _demoScreenshots, ...withoutScreenshots } = built;
    expect(json).toEqual({ ...withoutScreenshots, name: 'WSV De Kadees', short_name: 'WSV De Kadees' });
  });

  it('keeps the screenshots for the club the build was made with', async () => {
    server = await startTestServer({ env: { CLUB_NAME: built.name } });
    await writeManifest(built);
    const { json } = await server.request('/manifest.webmanifest');
    expect(json).toEqual({ ...built, short_name: 'Houtlandstappers' });
  });

  it('drops a leading article from the short name', async () => {
    server = await startTestServer({ env: { CLUB_NAME: "'t Wandelend Paard" } });
    await writeManifest(built);
    expect((await server.request('/manifest.webmanifest')).json).toMatchObject({
      name: "'t Wandelend Paard",
      short_name: 'Wandelend Paard',
    });
  });

  it('reads a new build without a restart', async () => {
    server = await startTestServer({ env: { CLUB_NAME: 'De Kadees' } });
    await writeManifest(built, new Date(Date.now() - 10_000));
    expect((await server.request('/manifest.webmanifest')).json).toMatchObject({ theme_color: '#2f6b3a' });
    await writeManifest({ ...built, theme_color: '#123456' });
    expect((await server.request('/manifest.webmanifest')).json).toMatchObject({
      name: 'De Kadees',
      short_name: 'Kadees',
      theme_color: '#123456',
    });
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
    await writeManifest({ name: 'Zonder iconen' }, new Date(Date.now() + 5000));
    expect((await server.request('/manifest.webmanifest')).status).toBe(503);
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
