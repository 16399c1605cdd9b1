import ICAL from 'ical.js';
import { get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarTexts } from '../../server/events/calendar';
import { eventTexts } from '../../server/events/service';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeWalk } from '../helpers/factories';

let server: TestServer;
afterEach(() => server?.close());

// 1 March 2027, 13:00 in Brussels (winter time); the clocks go forward on 28 March and back on 31 October.
const now = new Date('2027-03-01T12:00:00Z');
const publicUrl = 'https://www.wandelclub.be';

const location = {
  street: 'Markt',
  houseNumber: '1',
  city: 'Torhout',
  postalCode: '8820',
  country: 'België',
  lat: 51.0654,
  lon: 3.1012,
};

async function start() {
  server = await startTestServer({ now: () => now, env: { PUBLIC_URL: publicUrl, CLUB_NAME: 'De Stappers, Torhout' } });
  return server;
}

/** A poll as a calendar app sends it (fetch() would add Cache-Control: no-cache, which skips the 304). */
function revalidate(pathname: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${server.url}${pathname}`, { headers: { 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

/** The feed's events by name; times are read through the feed's own VTIMEZONE (nothing else is registered). */
function parse(text: string) {
  ICAL.TimezoneService.reset();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      name: event.summary,
      zone: event.startDate.zone?.tzid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      hasEnd: component.hasProperty('dtend'),
      location: event.location,
      geo: component.getFirstPropertyValue('geo'),
      url: component.getFirstPropertyValue('url'),
      description: event.description,
      sequence: event.sequence,
    };
  });
  return { calendar, events, byName: new Map(events.map((event) => [event.name, event])) };
}

describe('calendar feed', () => {
  it('holds every upcoming published walk at its Belgian time, across both DST changes', async () => {
    const { store } = await start();
    const before = await makeWalk(store, { name: 'Wintertocht', startDateTime: '2027-03-27T10:00', own: true });
    await makeWalk(store, { name: 'Lentetocht', startDateTime: '2027-03-28T10:00', endTime: '16:00', location });
    await makeWalk(store, { name: 'Nachttocht', startDateTime: '2027-10-30T22:00', endTime: '02:30', euraudax: true });
    await makeWalk(store, { name: 'Herfsttocht', startDateTime: '2027-10-31T10:00', own: true });
    // Started this morning without an end time: it counts until midnight.
    await makeWalk(store, { name: 'Vandaag', startDateTime: '2027-03-01T09:00' });
    await makeWalk(store, { name: 'Al gedaan', startDateTime: '2027-03-01T08:00', endTime: '12:00' });
    await makeWalk(store, { name: 'Verleden', startDateTime: '2027-02-20T10:00', own: true });
    await makeWalk(store, { name: 'Verborgen', startDateTime: '2027-04-10T10:00', published: false });
    await makeWalk(store, { name: 'Zonder datum', startDateTime: null });

    const answer = await server.request('/api/events/calendar.ics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-disposition')).toBeNull();
    // TEXT values escape their commas; long lines are folded at 75 octets.
    expect(answer.text).toContain('X-WR-CALNAME:Wandeltochten van De Stappers\\, Torhout\r\n');
    expect(answer.text.split('\r\n').filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
    expect(answer.text).toMatch(/^REFRESH-INTERVAL;VALUE=DURATION:PT\d+H\r$/m);

    const { calendar, events, byName } = parse(answer.text);
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([
      'Europe/Brussels',
    ]);
    expect(events.map((event) => event.name)).toEqual([
      'Vandaag',
      'Wintertocht',
      'Lentetocht',
      'Nachttocht',
      'Herfsttocht',
    ]);
    expect(events.every((event) => event.zone === 'Europe/Brussels')).toBe(true);
    expect(answer.text).toContain('DTSTART;TZID=Europe/Brussels:20270328T100000');

    // No end time: no DTEND, which RFC 5545 reads as ending at the start (DTEND must be later).
    expect(byName.get('Wintertocht')).toMatchObject({ start: '2027-03-27T09:00:00.000Z', hasEnd: false });
    expect(byName.get('Lentetocht')).toMatchObject({ start: '2027-03-28T08:00:00.000Z', end: '2027-03-28T14:00:00.000Z' }); // prettier-ignore
    expect(byName.get('Lentetocht')?.hasEnd).toBe(true);
    expect(byName.get('Nachttocht')).toMatchObject({ start: '2027-10-30T20:00:00.000Z', end: '2027-10-31T01:30:00.000Z' }); // prettier-ignore
    expect(byName.get('Herfsttocht')).toMatchObject({ start: '2027-10-31T09:00:00.000Z' });
    expect(byName.get('Wintertocht')?.uid).toBe(`walk-${before.id}@www.wandelclub.be`);
  });

  it('gives each walk its place, link and plain text, and keeps its UID across requests and edits', async () => {
    const { store } = await start();
    const walk = await makeWalk(store, {
      name: 'Houtlandtocht',
      startDateTime: '2027-05-09T08:00',
      distances: '6, 12, 21',
      intro: '<p>Een <strong>mooie</strong> tocht.</p><ul><li>Soep</li><li>Taart</li></ul>',
      description: '<p>Start aan de <a href="https://example.com/zaal">zaal</a>.</p>',
      location,
      own: true,
    });
    const first = parse((await server.request('/api/events/calendar.ics')).text).events[0];
    expect(first).toMatchObject({
      location: 'Markt, 1, Torhout, 8820, België',
      url: `${publicUrl}/eigenwandeltochten/${walk.id}`,
      sequence: 0,
    });
    expect(String(first?.geo)).toBe('51.0654,3.1012');
    expect(first?.description).toBe(
      'Een mooie tocht.\n\n- Soep\n- Taart\n\nStart aan de zaal (https://example.com/zaal).\n\n' +
        `Afstanden: 6, 12, 21\n\nMeer info: ${publicUrl}/eigenwandeltochten/${walk.id}`,
    );

    const again = await server.request('/api/events/calendar.ics');
    expect(parse(again.text).events[0]?.uid).toBe(first?.uid);
    // A calendar app that polls with the ETag it holds gets a 304 until a walk changes.
    expect(await revalidate('/api/events/calendar.ics', again.headers.get('etag') ?? '')).toBe(304);

    await store.events.update(walk.id, (current) => ({ ...current, name: 'Houtlandtocht (verplaatst)', startDateTime: '2027-05-16T08:00' })); // prettier-ignore
    const edited = parse((await server.request('/api/events/calendar.ics')).text).events[0];
    expect(edited).toMatchObject({ uid: first?.uid, name: 'Houtlandtocht (verplaatst)', sequence: 1 });
    expect(edited?.start).toBe('2027-05-16T06:00:00.000Z');
  });

  it('is a valid calendar with its time zone when no walk is coming', async () => {
    await start();
    const answer = await server.request('/api/events/calendar.ics');
    const { calendar, events } = parse(answer.text);
    expect(events).toEqual([]);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Brussels');
  });
});

describe('calendar file of one walk', () => {
  it('downloads a published walk, past ones too, under a readable name', async () => {
    const { store } = await start();
    const walk = await makeWalk(store, { name: 'Sint-Élooi: één tocht!', startDateTime: '2027-02-14T09:30', endTime: '15:00', location }); // prettier-ignore

    const answer = await server.request(`/api/events/${walk.id}/calendar.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="sint-elooi-een-tocht-2027-02-14.ics"',
    );
    // Without a calendar name, Outlook opens the file as one appointment instead of a new calendar.
    expect(answer.text).not.toContain('X-WR-CALNAME');
    const { events } = parse(answer.text);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: `walk-${walk.id}@www.wandelclub.be`,
      name: 'Sint-Élooi: één tocht!',
      start: '2027-02-14T08:30:00.000Z',
      end: '2027-02-14T14:00:00.000Z',
      url: `${publicUrl}/wandeltochten/${walk.id}`,
    });
  });

  it('answers 404 for an unknown, unpublished or undated walk, or a bad id', async () => {
    const { store } = await start();
    const hidden = await makeWalk(store, { startDateTime: '2027-04-10T10:00', published: false });
    const undated = await makeWalk(store, { startDateTime: null });
    for (const [path, message] of [
      [`/api/events/${hidden.id}/calendar.ics`, eventTexts.notFound],
      ['/api/events/999/calendar.ics', eventTexts.notFound],
      ['/api/events/abc/calendar.ics', eventTexts.notFound],
      [`/api/events/${undated.id}/calendar.ics`, calendarTexts.noDate],
    ]) {
      const answer = await server.request(path ?? '');
      expect(answer.status, path).toBe(404);
      expect(answer.json, path).toEqual({ message });
    }
  });
});
