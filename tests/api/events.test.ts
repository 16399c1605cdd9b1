import { afterEach, describe, expect, it } from 'vitest';
import { brusselsLocal } from '../../server/infra/walk-time';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeWalk } from '../helpers/factories';

type WalkAnswer = {
  id: number;
  name: string;
  startDateTime: string | null;
  banner: { cdnUrl: string } | null;
  photobook: unknown[];
};

let server: TestServer;
afterEach(() => server?.close());

// 1 July 2026, 08:30 in Brussels (summer time, UTC+2).
const summerMorning = new Date('2026-07-01T06:30:00Z');

async function names(pathname: string): Promise<string[]> {
  const { status, json } = await server.request(pathname);
  expect(status).toBe(200);
  return (json as WalkAnswer[]).map((walk) => walk.name);
}

describe('public walks', () => {
  it('answers a walk with its banner and photobook resolved to images', async () => {
    server = await startTestServer({ now: () => summerMorning });
    const banner = await makeImage(server.store, server.config.uploadsDir, 'banner.jpg');
    const photo = await makeImage(server.store, server.config.uploadsDir, 'foto.jpg');
    const walk = await makeWalk(server.store, {
      name: 'Houtlandtocht',
      startDateTime: '2026-08-15T08:00',
      endTime: '16:00',
      distances: '6, 12, 18',
      location: {
        street: 'Markt',
        houseNumber: '1',
        city: 'Torhout',
        postalCode: '8820',
        country: 'België',
        lat: 51.06,
        lon: 3.1,
      },
      bannerImageId: banner.id,
      photobookImageIds: [photo.id],
      own: true,
    });

    const { status, json } = await server.request(`/api/events/${walk.id}`);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: walk.id,
      name: 'Houtlandtocht',
      startDateTime: '2026-08-15T08:00',
      endTime: '16:00',
      distances: '6, 12, 18',
      location: { city: 'Torhout', postalCode: '8820', lat: 51.06, lon: 3.1 },
      banner: { id: banner.id, uuid: banner.uuid, cdnUrl: `/media/${banner.uuid}/`, fileName: 'banner.jpg' },
      photobook: [{ id: photo.id, uuid: photo.uuid, cdnUrl: `/media/${photo.uuid}/`, fileName: 'foto.jpg' }],
      own: true,
      published: true,
      euraudax: false,
      version: 1,
    });
    expect(json).not.toHaveProperty('bannerImageId');
    expect(json).not.toHaveProperty('photobookImageIds');
  });

  it('splits other walks into upcoming (soonest first) and past (latest first), published only', async () => {
    server = await startTestServer({ now: () => summerMorning });
    await makeWalk(server.store, { name: 'Later', startDateTime: '2026-09-01T08:00' });
    await makeWalk(server.store, { name: 'Binnenkort', startDateTime: '2026-07-05T08:00' });
    await makeWalk(server.store, { name: 'Verborgen', startDateTime: '2026-07-06T08:00', published: false });
    await makeWalk(server.store, { name: 'Lang geleden', startDateTime: '2025-10-01T08:00' });
    await makeWalk(server.store, { name: 'Vorige maand', startDateTime: '2026-06-01T08:00' });
    await makeWalk(server.store, { name: 'Eigen tocht', startDateTime: '2026-07-10T08:00', own: true });

    expect(await names('/api/events/future')).toEqual(['Binnenkort', 'Later']);
    expect(await names('/api/events/past')).toEqual(['Vorige maand', 'Lang geleden']);
  });

  it('answers lists as walk cards: no description, report or photobook, which the detail carries', async () => {
    server = await startTestServer({ now: () => summerMorning });
    const banner = await makeImage(server.store, server.config.uploadsDir, 'banner.jpg');
    const walk = await makeWalk(server.store, {
      name: 'Kaart',
      startDateTime: '2026-07-05T08:00',
      intro: '<p>Kort</p>',
      description: '<p>Lang verhaal</p>',
      report: '<p>Verslag</p>',
      bannerImageId: banner.id,
      photobookImageIds: [banner.id],
      distances: '6, 12',
    });
    const { json, headers } = await server.request('/api/events/future', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(headers.get('content-type')).toMatch(/application\/json/);
    const [card] = json as Array<Record<string, unknown>>;
    expect(card).toMatchObject({
      id: walk.id,
      name: 'Kaart',
      intro: '<p>Kort</p>',
      distances: '6, 12',
      banner: { cdnUrl: `/media/${banner.uuid}/` },
    });
    for (const field of ['description', 'report', 'photobook', 'bannerImageId', 'photobookImageIds'])
      expect(card).not.toHaveProperty(field);
  });

  it('lists own walks apart and answers the next own walk, or 204 when there is none', async () => {
    server = await startTestServer({ now: () => summerMorning });
    expect((await server.request('/api/events/own/next')).status).toBe(204);

    await makeWalk(server.store, { name: 'Andere', startDateTime: '2026-07-02T08:00' });
    await makeWalk(server.store, { name: 'Eigen later', startDateTime: '2026-10-04T08:00', own: true });
    await makeWalk(server.store, { name: 'Eigen eerst', startDateTime: '2026-09-06T08:00', own: true });
    await makeWalk(server.store, {
      name: 'Eigen ontwerp',
      startDateTime: '2026-07-03T08:00',
      own: true,
      published: false,
    });
    await makeWalk(server.store, { name: 'Eigen vorig jaar', startDateTime: '2025-09-07T08:00', own: true });

    expect(await names('/api/events/own/future')).toEqual(['Eigen eerst', 'Eigen later']);
    expect(await names('/api/events/own/past')).toEqual(['Eigen vorig jaar']);
    const next = await server.request('/api/events/own/next');
    expect(next.status).toBe(200);
    expect((next.json as WalkAnswer).name).toBe('Eigen eerst');
  });

  it('lists Euraudax walks, upcoming first', async () => {
    server = await startTestServer({ now: () => summerMorning });
    await makeWalk(server.store, { name: 'Audax 100 vorig jaar', startDateTime: '2025-08-01T06:00', euraudax: true });
    await makeWalk(server.store, { name: 'Audax 50', startDateTime: '2026-08-01T06:00', euraudax: true });
    await makeWalk(server.store, { name: 'Audax 75', startDateTime: '2026-07-15T06:00', euraudax: true, own: true });
    await makeWalk(server.store, { name: 'Audax 2024', startDateTime: '2024-08-01T06:00', euraudax: true });
    await makeWalk(server.store, { name: 'Gewone tocht', startDateTime: '2026-07-20T08:00' });
    await makeWalk(server.store, {
      name: 'Audax ontwerp',
      startDateTime: '2026-07-21T06:00',
      euraudax: true,
      published: false,
    });

    expect(await names('/api/events/euraudax')).toEqual(['Audax 75', 'Audax 50', 'Audax 100 vorig jaar', 'Audax 2024']);
  });

  it('reads walk times as Belgian local time, not UTC', async () => {
    // 08:30 in Brussels; a walk from 07:00 to 08:00 local has ended, though in UTC it would lie ahead.
    server = await startTestServer({ now: () => summerMorning });
    await makeWalk(server.store, { name: 'Ochtendtocht', startDateTime: '2026-07-01T07:00', endTime: '08:00' });
    await makeWalk(server.store, { name: 'Voormiddagtocht', startDateTime: '2026-07-01T07:00', endTime: '09:00' });
    expect(await names('/api/events/future')).toEqual(['Voormiddagtocht']);
    expect(await names('/api/events/past')).toEqual(['Ochtendtocht']);
  });

  it('keeps a walk upcoming until the end of its day when it has no end time, and across midnight for a night walk', async () => {
    const lateEvening = new Date('2026-01-15T22:30:00Z'); // 23:30 in Brussels (winter time, UTC+1)
    server = await startTestServer({ now: () => lateEvening });
    await makeWalk(server.store, { name: 'Dagtocht zonder einde', startDateTime: '2026-01-15T08:00' });
    await makeWalk(server.store, { name: 'Nachttocht', startDateTime: '2026-01-15T20:00', endTime: '02:00' });
    await makeWalk(server.store, { name: 'Gisteren', startDateTime: '2026-01-14T08:00' });
    expect(await names('/api/events/future')).toEqual(['Dagtocht zonder einde', 'Nachttocht']);
    expect(await names('/api/events/past')).toEqual(['Gisteren']);
  });

  it('counts a walk that started an hour ago and has not ended as upcoming (real clock)', async () => {
    server = await startTestServer();
    const hourAgo = brusselsLocal(new Date(Date.now() - 3600_000));
    const inTwoHours = brusselsLocal(new Date(Date.now() + 2 * 3600_000)).slice(11);
    const ended = brusselsLocal(new Date(Date.now() - 60_000)).slice(11);
    await makeWalk(server.store, { name: 'Bezig', startDateTime: hourAgo, endTime: inTwoHours, own: true });
    await makeWalk(server.store, { name: 'Net gedaan', startDateTime: hourAgo, endTime: ended, own: true });

    expect(await names('/api/events/own/future')).toEqual(['Bezig']);
    expect(await names('/api/events/own/past')).toEqual(['Net gedaan']);
    expect(((await server.request('/api/events/own/next')).json as WalkAnswer).name).toBe('Bezig');
  });

  it('answers 404 JSON in Dutch for unknown, unpublished and malformed ids', async () => {
    server = await startTestServer({ now: () => summerMorning });
    const hidden = await makeWalk(server.store, { published: false });
    for (const id of [String(hidden.id), '999', '0', '-1', '1.5', 'abc', '1e3', '%E0%A4%A', '9'.repeat(40)]) {
      const { status, json, headers } = await server.request(`/api/events/${id}`);
      expect(status, id).toBe(404);
      expect(headers.get('content-type')).toMatch(/application\/json/);
      expect(json).toEqual({ message: 'Deze wandeltocht bestaat niet of is niet gepubliceerd.' });
    }
  });
});
