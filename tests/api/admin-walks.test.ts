import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { jpeg, makeImage, makeWalk } from '../helpers/factories';
import { startStubServer, type StubServer } from '../helpers/stub-http';
import type { Event as Walk } from '../../server/contracts';
import type { ErrorAnswer } from '../helpers/answers';

let server: TestServer;
let stub: StubServer | undefined;
afterEach(async () => {
  await server?.close();
  await stub?.close();
  stub = undefined;
});

const walks = '/admin/api/events';

function walkForm(eventData: unknown, banner?: Buffer): FormData {
  const form = new FormData();
  form.append('eventData', JSON.stringify(eventData));
  if (banner) form.append('bannerFile', new Blob([new Uint8Array(banner)], { type: 'image/jpeg' }), 'banner.jpg');
  return form;
}

async function start(env: Record<string, string> = {}): Promise<AdminSession> {
  server = await startTestServer({ env });
  return createAdmin(server);
}

async function createWalk(admin: AdminSession, data: Record<string, unknown> = {}): Promise<Walk> {
  const answer = await admin.request(`${walks}/walking`, {
    method: 'POST',
    body: { name: 'Houtlandtocht', startDateTime: '2026-06-01T09:30', ...data },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json as Walk;
}

const torhout = {
  street: 'Markt',
  houseNumber: '1',
  busNumber: null,
  city: 'Torhout',
  postalCode: '8820',
  country: 'België',
};

describe('admin walks: writing', () => {
  it('creates a walk from multipart with a banner file; once published the public detail shows the banner', async () => {
    const admin = await start();
    const created = await admin.request(`${walks}/walking`, {
      method: 'POST',
      body: walkForm({ name: 'Boswandeling', startDateTime: '2026-06-01T09:30', own: true }, await jpeg(1600, 900)),
    });
    expect(created.status, created.text).toBe(201);
    const walk = created.json as Walk;
    expect(walk).toMatchObject({ name: 'Boswandeling', own: true, published: false, version: 1 });
    expect(walk.banner?.cdnUrl).toBe(`/media/${walk.banner?.uuid}/`);
    expect(walk.banner?.fileName).toBe('banner.jpg');
    expect(created.headers.get('etag')).toBe('"1"');

    expect((await server.request(`/api/events/${walk.id}`)).status).toBe(404);
    const published = await admin.request(`${walks}/${walk.id}/publish`, {
      method: 'PATCH',
      body: { published: true },
    });
    expect(published.status).toBe(200);

    const detail = await server.request(`/api/events/${walk.id}`);
    expect(detail.status).toBe(200);
    const banner = (detail.json as Walk).banner!;
    expect(banner.cdnUrl).toBe(walk.banner?.cdnUrl);
    for (const url of [banner.cdnUrl, `${banner.cdnUrl}300x300.jpg`]) {
      const media = await fetch(server.url + url);
      expect(media.status, url).toBe(200);
      expect(media.headers.get('content-type')).toBe('image/jpeg');
      expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it('creates a walk from a plain JSON body with every field', async () => {
    const admin = await start();
    const walk = await createWalk(admin, {
      intro: '<p>Korte <strong>intro</strong></p>',
      description: '<p>Lange beschrijving</p>',
      report: '<p>Verslag</p>',
      endTime: '16:00',
      distances: '6, 12, 18 km',
      location: torhout,
      countParticipants: 250,
      own: true,
      euraudax: true,
    });
    const stored = await admin.request(`${walks}/${walk.id}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('etag')).toBe('"1"');
    expect(stored.json).toMatchObject({
      name: 'Houtlandtocht',
      intro: '<p>Korte <strong>intro</strong></p>',
      description: '<p>Lange beschrijving</p>',
      report: '<p>Verslag</p>',
      startDateTime: '2026-06-01T09:30',
      endTime: '16:00',
      distances: '6, 12, 18 km',
      location: { ...torhout, lat: null, lon: null },
      countParticipants: 250,
      own: true,
      euraudax: true,
      published: false,
      banner: null,
      photobook: [],
    });
  });

  it('PATCH changes only the fields sent, as JSON or as multipart', async () => {
    const admin = await start();
    const walk = await createWalk(admin, { distances: '6 km', location: torhout, countParticipants: 80, own: true });

    const patched = await admin.request(`${walks}/${walk.id}`, { method: 'PATCH', body: { distances: '6, 12 km' } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json).toMatchObject({
      name: 'Houtlandtocht',
      startDateTime: '2026-06-01T09:30',
      distances: '6, 12 km',
      location: { city: 'Torhout' },
      countParticipants: 80,
      own: true,
      version: 2,
    });

    const viaForm = await admin.request(`${walks}/${walk.id}`, {
      method: 'PATCH',
      body: walkForm({ name: 'Houtlandtocht XL' }),
    });
    expect(viaForm.status, viaForm.text).toBe(200);
    const stored = (await admin.request(`${walks}/${walk.id}`)).json as Walk;
    expect(stored).toMatchObject({
      name: 'Houtlandtocht XL',
      distances: '6, 12 km',
      countParticipants: 80,
      version: 3,
    });
  });

  it('keeps the photobook in the order sent, by image ids and by image objects', async () => {
    const admin = await start();
    const [a, b, c] = [
      await makeImage(server.store, server.config.uploadsDir, 'a.jpg'),
      await makeImage(server.store, server.config.uploadsDir, 'b.jpg'),
      await makeImage(server.store, server.config.uploadsDir, 'c.jpg'),
    ];
    const byIds = await createWalk(admin, { photobook: [c.id, a.id, b.id] });
    expect(byIds.photobook.map((image) => image.fileName)).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);

    const objects = [
      { id: b.id },
      { cdnUrl: `/media/${c.uuid}/` },
      { id: a.id, uuid: a.uuid, cdnUrl: '', fileName: 'a.jpg' },
    ];
    const patched = await admin.request(`${walks}/${byIds.id}`, { method: 'PATCH', body: { photobook: objects } });
    expect(patched.status, patched.text).toBe(200);
    expect((patched.json as Walk).photobook.map((image) => image.fileName)).toEqual(['b.jpg', 'c.jpg', 'a.jpg']);
    const stored = (await admin.request(`${walks}/${byIds.id}`)).json as Walk;
    expect(stored.photobook.map((image) => image.id)).toEqual([b.id, c.id, a.id]);
  });

  it('refuses an unknown image as a field error and stores nothing', async () => {
    const admin = await start();
    const photo = await makeImage(server.store, server.config.uploadsDir);
    const unknownInPhotobook = await admin.request(`${walks}/walking`, {
      method: 'POST',
      body: { name: 'Tocht', startDateTime: '2026-06-01T09:30', photobook: [photo.id, 999] },
    });
    expect(unknownInPhotobook.status).toBe(400);
    expect((unknownInPhotobook.json as ErrorAnswer).errors).toEqual({ 'photobook.1': expect.any(String) });

    const unknownBanner = await admin.request(`${walks}/walking`, {
      method: 'POST',
      body: { name: 'Tocht', startDateTime: '2026-06-01T09:30', banner: 999 },
    });
    expect(unknownBanner.status).toBe(400);
    expect((unknownBanner.json as ErrorAnswer).errors?.banner).toMatch(/afbeelding/);
    expect(server.store.events.size).toBe(0);
  });

  it('answers the Dutch messages for a missing name and start at their fields', async () => {
    const admin = await start();
    for (const body of [{}, { name: '   ', startDateTime: '' }, { name: null, startDateTime: null }]) {
      const answer = await admin.request(`${walks}/walking`, { method: 'POST', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const { message, errors } = answer.json as ErrorAnswer;
      expect(message).toBe('Controleer de ingevulde velden.');
      expect(errors).toMatchObject({ name: 'Naam is verplicht', startDateTime: 'Startdatum is verplicht' });
    }
    const viaForm = await admin.request(`${walks}/walking`, { method: 'POST', body: walkForm({ name: 'Tocht' }) });
    expect(viaForm.status).toBe(400);
    expect((viaForm.json as ErrorAnswer).errors).toEqual({ startDateTime: 'Startdatum is verplicht' });

    const walk = await createWalk(admin);
    const cleared = await admin.request(`${walks}/${walk.id}`, { method: 'PATCH', body: { name: '' } });
    expect(cleared.status).toBe(400);
    expect((cleared.json as ErrorAnswer).errors).toEqual({ name: 'Naam is verplicht' });
    expect(server.store.events.size).toBe(1);
    expect(server.store.events.get(walk.id)?.name).toBe('Houtlandtocht');
  });

  it('trims the start to minutes and refuses a participant count that is no number', async () => {
    const admin = await start();
    const walk = await createWalk(admin, { startDateTime: '2026-06-01T09:30:00.000', countParticipants: '42' });
    expect(walk.startDateTime).toBe('2026-06-01T09:30');
    expect(walk.countParticipants).toBe(42);
    expect(server.store.events.get(walk.id)?.startDateTime).toBe('2026-06-01T09:30');

    for (const countParticipants of ['abc', -3, 2.5]) {
      const answer = await admin.request(`${walks}/${walk.id}`, { method: 'PATCH', body: { countParticipants } });
      expect(answer.status, String(countParticipants)).toBe(400);
      expect((answer.json as ErrorAnswer).errors?.countParticipants).toBe(
        'Het aantal deelnemers moet een positief geheel getal zijn.',
      );
    }
    expect(server.store.events.get(walk.id)?.countParticipants).toBe(42);
  });
  it('leaves no image behind when a walk with a banner file is refused', async () => {
    const admin = await start();
    const banner = await jpeg(400, 300);
    const invalid = await admin.request(`${walks}/walking`, {
      method: 'POST',
      body: walkForm({ name: '', startDateTime: '2026-06-01T09:30' }, banner),
    });
    expect(invalid.status).toBe(400);

    const walk = await createWalk(admin);
    await admin.request(`${walks}/${walk.id}`, { method: 'PATCH', body: { name: 'Intussen' } });
    const stale = await admin.request(`${walks}/${walk.id}`, {
      method: 'PATCH',
      headers: { 'If-Match': '"1"' },
      body: walkForm({ distances: '8 km' }, banner),
    });
    expect(stale.status).toBe(409);
    expect(server.store.images.size).toBe(0);
    expect(server.store.events.get(walk.id)?.bannerImageId).toBeNull();
  });
});

describe('admin walks: publishing and deleting', () => {
  it('publish toggles the flag and answers the event; the public API shows published walks only', async () => {
    const admin = await start();
    const walk = await createWalk(admin, { distances: '10 km' });
    expect((await server.request(`/api/events/${walk.id}`)).status).toBe(404);

    const on = await admin.request(`${walks}/${walk.id}/publish`, { method: 'PATCH', body: { published: true } });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ id: walk.id, name: 'Houtlandtocht', distances: '10 km', published: true });
    expect(on.headers.get('etag')).toBe('"2"');
    expect(((await server.request(`/api/events/${walk.id}`)).json as Walk).name).toBe('Houtlandtocht');
    const list = (await admin.request(walks)).json as Walk[];
    expect(list).toEqual([expect.objectContaining({ id: walk.id, published: true })]);

    // Editing a published walk keeps it published.
    await admin.request(`${walks}/${walk.id}`, { method: 'PATCH', body: { name: 'Nieuwe naam' } });
    expect(((await server.request(`/api/events/${walk.id}`)).json as Walk).name).toBe('Nieuwe naam');

    const off = await admin.request(`${walks}/${walk.id}/publish`, { method: 'PATCH', body: { published: false } });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ id: walk.id, name: 'Nieuwe naam', published: false });
    const hidden = await server.request(`/api/events/${walk.id}`);
    expect(hidden.status).toBe(404);
    expect((hidden.json as ErrorAnswer).message).toMatch(/wandeltocht/);
  });

  it('delete answers 204, after which the walk is gone everywhere', async () => {
    const admin = await start();
    const walk = await createWalk(admin);
    await admin.request(`${walks}/${walk.id}/publish`, { method: 'PATCH', body: { published: true } });

    const deleted = await admin.request(`${walks}/${walk.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await admin.request(`${walks}/${walk.id}`)).status).toBe(404);
    expect((await server.request(`/api/events/${walk.id}`)).status).toBe(404);
    expect((await admin.request(walks)).json).toEqual([]);
    expect((await admin.request(`${walks}/${walk.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('admin walks: geocoding', () => {
  let geocoderStatus = 200;
  /** A Nominatim stand-in: Torhout and Brugge are known. */
  async function geocoder(status = 200) {
    geocoderStatus = status;
    stub = await startStubServer(({ url }) => {
      if (geocoderStatus !== 200) return { status: geocoderStatus, body: 'kapot' };
      const q = url.searchParams.get('q') ?? '';
      if (q.includes('Torhout')) return { json: [{ lat: '51.0647', lon: '3.1009', display_name: 'Torhout' }] };
      if (q.includes('Brugge')) return { json: [{ lat: '51.2093', lon: '3.2247', display_name: 'Brugge' }] };
      return { json: [] };
    });
    return start({ GEOCODER_URL: `${stub.url}/search` });
  }

  it('stores the coordinates of a new address, keeps them for the same address and looks up a changed one', async () => {
    const admin = await geocoder();
    const walk = await createWalk(admin, { location: torhout });
    expect(walk.location).toMatchObject({ city: 'Torhout', lat: 51.0647, lon: 3.1009 });
    expect(stub!.requests).toHaveLength(1);
    const [request] = stub!.requests;
    expect(request?.url.pathname).toBe('/search');
    expect(request?.url.searchParams.get('q')).toBe('Markt 1, 8820 Torhout, België');
    expect(request?.url.searchParams.get('format')).toBe('json');
    expect(request?.url.searchParams.get('limit')).toBe('1');

    const renamed = await admin.request(`${walks}/${walk.id}`, {
      method: 'PATCH',
      body: { name: 'Andere naam', location: torhout },
    });
    expect((renamed.json as Walk).location).toMatchObject({ lat: 51.0647, lon: 3.1009 });
    expect(stub!.requests).toHaveLength(1);

    const moved = await admin.request(`${walks}/${walk.id}`, {
      method: 'PATCH',
      body: { location: { ...torhout, street: 'Burg', city: 'Brugge', postalCode: '8000' } },
    });
    expect(moved.status).toBe(200);
    expect((moved.json as Walk).location).toMatchObject({ city: 'Brugge', lat: 51.2093, lon: 3.2247 });
    expect(stub!.requests).toHaveLength(2);
    expect(stub!.requests[1]?.url.searchParams.get('q')).toBe('Burg 1, 8000 Brugge, België');
  });

  it('keeps stored coordinates when a save leaves the address alone, without asking the geocoder', async () => {
    const admin = await geocoder();
    // Coordinates as the seed or an earlier save left them; the geocoder would answer others.
    const walk = await makeWalk(server.store, { location: { ...torhout, lat: 51.1, lon: 3.11 } });
    const answer = await admin.request(`${walks}/${walk.id}`, { method: 'PATCH', body: { distances: '12 km' } });
    expect(answer.status).toBe(200);
    expect((answer.json as Walk).location).toMatchObject({ lat: 51.1, lon: 3.11 });
    expect(stub!.requests).toHaveLength(0);

    const cleared = await admin.request(`${walks}/${walk.id}`, { method: 'PATCH', body: { location: null } });
    expect((cleared.json as Walk).location).toBeNull();
    expect(stub!.requests).toHaveLength(0);
  });

  it('saves the walk without coordinates and logs a warning when the geocoder fails', async () => {
    const admin = await geocoder(500);
    const answer = await admin.request(`${walks}/walking`, {
      method: 'POST',
      body: walkForm({ name: 'Tocht', startDateTime: '2026-06-01T09:30', location: torhout }),
    });
    expect(answer.status, answer.text).toBe(201);
    expect((answer.json as Walk).location).toMatchObject({ city: 'Torhout', lat: null, lon: null });
    expect(stub!.requests).toHaveLength(1);
    const warnings = server.logged.map((args) => args.map(String).join(' ')).filter((line) => /Geocoderen/.test(line));
    expect(warnings).toEqual([expect.stringMatching(/mislukt.*500/)]);
    expect(server.store.events.size).toBe(1);

    // Once the geocoder is back, the next save of the same address fills in the coordinates.
    geocoderStatus = 200;
    const walk = answer.json as Walk;
    const again = await admin.request(`${walks}/${walk.id}`, { method: 'PATCH', body: { distances: '12 km' } });
    expect(again.status).toBe(200);
    expect((again.json as Walk).location).toMatchObject({ lat: 51.0647, lon: 3.1009 });
    expect(stub!.requests).toHaveLength(2);
  });
});
