import { afterEach, describe, expect, it } from 'vitest';
import { assertNoXss, xssPayloads } from '../fixtures/xss-payloads';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeNewsletter, makePage, makeWalk } from '../helpers/factories';
import type { Event as Walk, Newsletter, Page } from '../../server/contracts';
import type { ErrorAnswer, Answer } from '../helpers/answers';

let server: TestServer;
afterEach(() => server?.close());

async function start(): Promise<AdminSession> {
  server = await startTestServer();
  return createAdmin(server);
}

const walks = '/admin/api/events';
const pages = '/admin/api/website-pages';
const newsletters = '/admin/api/newsletters';

// Dutch sentences use these; English or library messages ("Invalid input", "Not Found") do not.
const dutchWord = /\b(de|het|een|is|niet|geen|te|van|deze|dit|je|of|verwacht|controleer|ongeldig\w*|verplicht)\b/i;
const englishWord = /\b(the|invalid|expected|required|error|not found|received|must|bad request)\b/i;

function expectDutch(text: string | undefined, what: string) {
  expect(text, what).toMatch(dutchWord);
  expect(text, what).not.toMatch(englishWord);
}

/** A refusal as the client must get it: 4xx JSON with a Dutch message (and Dutch field messages). */
function expectRefusal(answer: Answer, what: string, status?: number) {
  if (status !== undefined) expect(answer.status, `${what}: ${answer.text}`).toBe(status);
  expect(answer.status, `${what}: ${answer.text}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${what}: ${answer.text}`).toBeLessThan(500);
  expect(answer.headers.get('content-type'), what).toMatch(/application\/json/);
  const { message, errors } = (answer.json ?? {}) as ErrorAnswer;
  expectDutch(message, what);
  for (const [field, text] of Object.entries(errors ?? {})) expectDutch(text, `${what} ${field}`);
}

function expectSafe(html: string, where: string) {
  expect(assertNoXss(html), `${where}: ${html}`).toEqual([]);
}

// A few payloads per field keep the number of writes down; the sanitizer's unit test takes each alone.
// Rotating the groups over the fields sends every payload through every field.
const groupSize = 3;
const groups = Array.from({ length: Math.ceil(xssPayloads.length / groupSize) }, (_, index) =>
  xssPayloads.slice(index * groupSize, (index + 1) * groupSize).join('<p>·</p>'),
);
const group = (index: number) => groups[index % groups.length]!;
const everything = xssPayloads.join('\n');

describe('sanitizing every rich-text field', () => {
  it('walk intro, description and report, as written and as read by admin and public', async () => {
    const admin = await start();
    const written = await Promise.all(
      groups.map(async (_, index) => {
        const answer = await admin.request(`${walks}/walking`, {
          method: 'POST',
          body: {
            name: `Tocht ${index}`,
            startDateTime: '2026-06-01T09:30',
            intro: group(index),
            description: group(index + 1),
            report: group(index + 2),
          },
        });
        expect(answer.status, answer.text).toBe(201);
        return answer.json as Walk;
      }),
    );
    // Through PATCH, and through multipart, with every payload at once.
    const patched = await admin.request(`${walks}/${written[0]!.id}`, {
      method: 'PATCH',
      body: { intro: everything, description: everything, report: everything },
    });
    expect(patched.status).toBe(200);
    written[0] = patched.json as Walk;
    const form = new FormData();
    const eventData = { name: 'Alles', startDateTime: '2026-06-01T09:30', intro: everything, report: everything };
    form.append('eventData', JSON.stringify({ ...eventData, description: `<p>voor</p>${everything}<p>na</p>` }));
    const multipart = await admin.request(`${walks}/walking`, { method: 'POST', body: form });
    expect(multipart.status).toBe(201);
    written.push(multipart.json as Walk);

    // Published in one store write rather than one call each, to keep the test fast.
    await server.store.events.updateWhere(
      () => true,
      (record) => ({ ...record, published: true }),
    );
    for (const walk of written) {
      const adminRead = (await admin.request(`${walks}/${walk.id}`)).json as Walk;
      const publicRead = await server.request(`/api/events/${walk.id}`);
      expect(publicRead.status).toBe(200);
      for (const [source, read] of [
        ['answer', walk],
        ['admin', adminRead],
        ['public', publicRead.json as Walk],
      ] as const) {
        for (const field of ['intro', 'description', 'report'] as const) {
          expectSafe(read[field], `walk ${walk.id} ${field} (${source})`);
        }
      }
    }
    // Harmless text around the payloads survives.
    expect(written.at(-1)!.description.startsWith('<p>voor</p>')).toBe(true);
    expect(written.at(-1)!.description).toContain('<p>tekst</p>');
  });

  it('page contentHtml, as written and as read by admin and public', async () => {
    const admin = await start();
    const written = await Promise.all(
      [...groups, everything].map(async (contentHtml, index) => {
        const answer = await admin.request(pages, {
          method: 'POST',
          body: { title: `Pagina ${index}`, link: `pagina-${index}`, contentHtml, published: true },
        });
        expect(answer.status, answer.text).toBe(201);
        return answer.json as Page;
      }),
    );
    const patched = await admin.request(`${pages}/${written[0]!.id}`, {
      method: 'PATCH',
      body: { contentHtml: everything },
    });
    expect(patched.status).toBe(200);
    written[0] = patched.json as Page;

    for (const page of written) {
      expectSafe(page.contentHtml, `page ${page.link} (answer)`);
      expectSafe(((await admin.request(`${pages}/${page.id}`)).json as Page).contentHtml, `page ${page.link} (admin)`);
      const publicRead = await server.request(`/api/website-pages/by-link/${page.link}`);
      expect(publicRead.status).toBe(200);
      expectSafe((publicRead.json as Page).contentHtml, `page ${page.link} (public)`);
    }
  });

  it('newsletter intro, outro and block text, as written and as read by admin and public', async () => {
    const admin = await start();
    const body = (index: number) => ({
      title: `Nieuwsbrief ${index}`,
      intro: group(index),
      outro: `<p>groet</p>${group(index + 1)}`,
      blocks: [{ text: group(index + 2) }, { text: `<h2>kop</h2>${group(index + 3)}` }],
    });
    const written = await Promise.all(
      groups.map(async (_, index) => {
        const answer = await admin.request(newsletters, { method: 'POST', body: body(index) });
        expect(answer.status, answer.text).toBe(201);
        return answer.json as Newsletter;
      }),
    );
    const replaced = await admin.request(`${newsletters}/${written[0]!.id}`, {
      method: 'PUT',
      body: {
        title: 'Alles',
        intro: everything,
        outro: everything,
        blocks: [{ text: everything }, { text: everything }],
      },
    });
    expect(replaced.status).toBe(200);
    written[0] = replaced.json as Newsletter;

    const fields = (letter: Newsletter) => [letter.intro, letter.outro, ...letter.blocks.map((block) => block.text)];
    await server.store.newsletters.updateWhere(
      () => true,
      (record) => ({ ...record, published: true }),
    );
    for (const letter of written) {
      const adminRead = (await admin.request(`${newsletters}/${letter.id}`)).json as Newsletter;
      const publicRead = await server.request(`/api/newsletters/${letter.id}`);
      expect(publicRead.status).toBe(200);
      for (const [source, read] of [
        ['answer', letter],
        ['admin', adminRead],
        ['public', publicRead.json as Newsletter],
      ] as const) {
        expect(read.blocks).toHaveLength(2);
        fields(read).forEach((html, index) => expectSafe(html, `newsletter ${letter.id} field ${index} (${source})`));
      }
    }
    expect(written[1]!.outro.startsWith('<p>groet</p>')).toBe(true);
    expect(written[1]!.blocks[1]!.text.startsWith('<h2>kop</h2>')).toBe(true);
  });
});

describe('concurrent and repeated writes', () => {
  /** Two writes sent at once with the same If-Match: one wins, the other gets the winner's record. */
  async function race(send: (name: string) => Promise<Answer>, field: 'name' | 'title') {
    const answers = await Promise.all([send('Eerste'), send('Tweede')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    const conflict = loser.json as ErrorAnswer & { current: Record<string, unknown> };
    expectDutch(conflict.message, 'conflict');
    expect(conflict.current.version).toBe(2);
    expect(conflict.current[field]).toBe((winner.json as Record<string, unknown>)[field]);
    expect(winner.headers.get('etag')).toBe('"2"');
    return conflict.current;
  }

  it('PATCH walk, PUT newsletter and PATCH page with the same If-Match: exactly one 200 and one 409', async () => {
    const admin = await start();
    const walk = await makeWalk(server.store);
    const current = await race(
      (name) =>
        admin.request(`${walks}/${walk.id}`, { method: 'PATCH', headers: { 'If-Match': '"1"' }, body: { name } }),
      'name',
    );
    // The record as the API shows it, images resolved, not as it lies in the store.
    expect(current).toHaveProperty('photobook', []);
    expect(current).not.toHaveProperty('photobookImageIds');
    expect(server.store.events.get(walk.id)?.version).toBe(2);

    const letter = await makeNewsletter(server.store);
    await race(
      (title) =>
        admin.request(`${newsletters}/${letter.id}`, {
          method: 'PUT',
          headers: { 'If-Match': '"1"' },
          body: { title, intro: '', outro: '', blocks: [] },
        }),
      'title',
    );

    const page = await makePage(server.store);
    const pageCurrent = await race(
      (title) =>
        admin.request(`${pages}/${page.id}`, { method: 'PATCH', headers: { 'If-Match': '"1"' }, body: { title } }),
      'title',
    );
    expect(pageCurrent).toHaveProperty('photobook', []);
  });

  it('two PATCHes without If-Match at the same time each keep their change', async () => {
    const admin = await start();
    const walk = await makeWalk(server.store, { name: 'Oud', distances: '5 km' });
    const page = await makePage(server.store, { title: 'Oud', metaDescription: 'oud' });
    const answers = await Promise.all([
      admin.request(`${walks}/${walk.id}`, { method: 'PATCH', body: { name: 'Nieuwe naam' } }),
      admin.request(`${walks}/${walk.id}`, { method: 'PATCH', body: { distances: '6, 12 km' } }),
      admin.request(`${pages}/${page.id}`, { method: 'PATCH', body: { title: 'Nieuwe titel' } }),
      admin.request(`${pages}/${page.id}`, { method: 'PATCH', body: { metaDescription: 'nieuw' } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(server.store.events.get(walk.id)).toMatchObject({ name: 'Nieuwe naam', distances: '6, 12 km', version: 3 });
    expect(server.store.pages.get(page.id)).toMatchObject({
      title: 'Nieuwe titel',
      metaDescription: 'nieuw',
      version: 3,
    });
  });

  it('a stale If-Match on publish and DELETE answers 409 and the record remains', async () => {
    const admin = await start();
    const walk = await makeWalk(server.store);
    const page = await makePage(server.store);
    const letter = await makeNewsletter(server.store);
    await server.store.events.update(walk.id, (current) => ({ ...current, name: 'Intussen gewijzigd' }));
    await server.store.pages.update(page.id, (current) => ({ ...current, title: 'Intussen gewijzigd' }));
    await server.store.newsletters.update(letter.id, (current) => ({ ...current, title: 'Intussen gewijzigd' }));

    for (const path of [`${walks}/${walk.id}`, `${pages}/${page.id}`, `${newsletters}/${letter.id}`]) {
      const stale = await admin.request(path, { method: 'DELETE', headers: { 'If-Match': '"1"' } });
      expectRefusal(stale, `DELETE ${path}`, 409);
      expect((stale.json as ErrorAnswer).current).toMatchObject({ version: 2 });
      const publish = await admin.request(`${path}/publish`, {
        method: 'PATCH',
        headers: { 'If-Match': '"1"' },
        body: { published: false },
      });
      expectRefusal(publish, `publish ${path}`, 409);
      const still = await admin.request(path);
      expect(still.status).toBe(200);
      expect(still.json).toMatchObject({ version: 2, published: true });
    }
    expect(server.store.events.size + server.store.pages.size + server.store.newsletters.size).toBe(3);

    const current = await admin.request(`${walks}/${walk.id}`, { method: 'DELETE', headers: { 'If-Match': '"2"' } });
    expect(current.status).toBe(204);
  });

  it('the same Idempotency-Key creates one walk, also when sent twice at once, and is refused on another path', async () => {
    const admin = await start();
    const post = (key: string, path = `${walks}/walking`) =>
      admin.request(path, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: { name: 'Eenmaal', title: 'Eenmaal', link: 'eenmaal', startDateTime: '2026-06-01T09:30' },
      });

    const together = await Promise.all([post('sleutel-1'), post('sleutel-1')]);
    expect(together.map((answer) => answer.status)).toEqual([201, 201]);
    const ids = together.map((answer) => (answer.json as Walk).id);
    expect(ids[0]).toBe(ids[1]);
    expect(together.map((answer) => answer.headers.get('idempotent-replayed')).sort()).toEqual([null, 'true']);
    expect(server.store.events.size).toBe(1);

    const later = await post('sleutel-1');
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(later.json).toEqual(together[0]!.json);
    expect(later.headers.get('etag')).toBe('"1"');
    expect(server.store.events.size).toBe(1);

    const elsewhere = await post('sleutel-1', pages);
    expectRefusal(elsewhere, 'key on another path', 409);
    expect(server.store.pages.size).toBe(0);

    const otherKey = await post('sleutel-2');
    expect(otherKey.status).toBe(201);
    expect(otherKey.headers.get('idempotent-replayed')).toBeNull();
    expect(server.store.events.size).toBe(2);
  });
});

describe('bad input', () => {
  it('answers wrong types, missing fields and odd bodies with a Dutch 4xx, never a 500', async () => {
    const admin = await start();
    const walk = await makeWalk(server.store);
    const page = await makePage(server.store);
    const letter = await makeNewsletter(server.store);
    const start0 = { name: 'Tocht', startDateTime: '2026-06-01T09:30' };
    const letterBody = { title: 'Brief', intro: '', outro: '', blocks: [] };

    const wrongTypes: Array<[string, string, unknown]> = [
      ['POST', `${walks}/walking`, { ...start0, name: 123 }],
      ['POST', `${walks}/walking`, { ...start0, photobook: {} }],
      ['POST', `${walks}/walking`, { ...start0, countParticipants: [] }],
      ['POST', `${walks}/walking`, { ...start0, location: 'x' }],
      ['POST', `${walks}/walking`, { ...start0, startDateTime: 20260601 }],
      ['POST', `${walks}/walking`, { ...start0, own: 'ja' }],
      ['POST', `${walks}/walking`, { ...start0, banner: true }],
      ['POST', `${walks}/walking`, { ...start0, endTime: '25:99' }],
      ['POST', `${walks}/walking`, { ...start0, intro: { html: '<p>x</p>' } }],
      ['PATCH', `${walks}/${walk.id}`, { name: 123 }],
      ['PATCH', `${walks}/${walk.id}`, { location: 'x' }],
      ['PATCH', `${walks}/${walk.id}/publish`, { published: 'ja' }],
      ['PATCH', `${walks}/${walk.id}/publish`, {}],
      ['POST', `${walks}/walking`, {}],
      ['POST', pages, { title: 123, link: 'x' }],
      ['POST', pages, { title: 'Pagina', link: 42 }],
      ['POST', pages, { title: 'Pagina', link: 'pagina', published: 'ja' }],
      ['POST', pages, { title: 'Pagina', link: 'pagina', photobook: 'x' }],
      ['POST', pages, {}],
      ['PATCH', `${pages}/${page.id}`, { contentHtml: 5 }],
      ['PATCH', `${pages}/${page.id}/publish`, { published: 'ja' }],
      ['POST', newsletters, { ...letterBody, blocks: 'x' }],
      ['POST', newsletters, { ...letterBody, blocks: [null] }],
      ['POST', newsletters, { ...letterBody, blocks: [{ text: 1, order: 'eerst' }] }],
      ['POST', newsletters, { ...letterBody, title: ['a'] }],
      ['POST', newsletters, {}],
      ['PUT', `${newsletters}/${letter.id}`, { ...letterBody, blocks: { 0: {} } }],
      ['PUT', `${newsletters}/${letter.id}`, {}],
      ['PATCH', `${newsletters}/${letter.id}/publish`, { published: 1 }],
    ];
    for (const [method, path, body] of wrongTypes) {
      expectRefusal(await admin.request(path, { method, body }), `${method} ${path} ${JSON.stringify(body)}`, 400);
    }

    const writes: Array<[string, string]> = [
      ['POST', `${walks}/walking`],
      ['PATCH', `${walks}/${walk.id}`],
      ['PATCH', `${walks}/${walk.id}/publish`],
      ['POST', pages],
      ['PATCH', `${pages}/${page.id}`],
      ['PATCH', `${pages}/${page.id}/publish`],
      ['POST', newsletters],
      ['PUT', `${newsletters}/${letter.id}`],
      ['PATCH', `${newsletters}/${letter.id}/publish`],
    ];
    const json = { 'Content-Type': 'application/json' };
    const oddBodies: Array<[string, RequestInit['headers'], string | undefined]> = [
      ['no body', {}, undefined],
      ['empty JSON body', json, ''],
      ['bare number', json, '42'],
      ['null', json, 'null'],
      ['array', json, '[{"name":"Tocht","title":"Brief"}]'],
      ['string', json, '"Tocht"'],
      ['invalid JSON', json, '{"name": "Tocht",'],
      ['plain text', { 'Content-Type': 'text/plain' }, 'name=Tocht'],
    ];
    const partial = new Set([`${walks}/${walk.id}`, `${pages}/${page.id}`]);
    for (const [method, path] of writes) {
      for (const [what, headers, body] of oddBodies) {
        // An empty partial PATCH changes nothing and may succeed; checked below.
        if (partial.has(path) && method === 'PATCH' && (what === 'no body' || what === 'empty JSON body')) continue;
        const answer = await admin.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
        expectRefusal(answer, `${method} ${path} ${what}`);
        if (what === 'invalid JSON') {
          expect(answer.status).toBe(400);
          expect((answer.json as ErrorAnswer).message).toBe('De gegevens zijn geen geldige JSON.');
        }
      }
    }
    // eventData that is no JSON, inside multipart.
    const form = new FormData();
    form.append('eventData', '{kapot');
    expectRefusal(await admin.request(`${walks}/walking`, { method: 'POST', body: form }), 'broken eventData', 400);

    // Nothing was written by any of it.
    expect(server.store.events.all().map((record) => record.version)).toEqual([1]);
    expect(server.store.pages.all().map((record) => record.version)).toEqual([1]);
    expect(server.store.newsletters.all().map((record) => record.version)).toEqual([1]);
    expect(server.store.events.size + server.store.pages.size + server.store.newsletters.size).toBe(3);

    // A partial PATCH with nothing in it (with or without a JSON type) is a change of no fields: it succeeds and loses nothing.
    for (const path of partial) {
      for (const headers of [{}, json]) {
        const answer = await admin.request(path, { method: 'PATCH', headers });
        expect(answer.status, `empty PATCH ${path} ${JSON.stringify(headers)}: ${answer.text}`).toBe(200);
      }
    }
    expect(server.store.events.get(walk.id)).toMatchObject({ name: walk.name, startDateTime: walk.startDateTime });
    expect(server.store.pages.get(page.id)).toMatchObject({ title: page.title, link: page.link });
    await expectStillServing(admin);
  });

  it('answers 413 in Dutch for a JSON body over 1 MB', async () => {
    const admin = await start();
    const walk = await makeWalk(server.store);
    const letter = await makeNewsletter(server.store);
    const big = '<p>' + 'wandelen '.repeat(130_000) + '</p>'; // about 1.2 MB
    for (const [method, path, body] of [
      ['POST', `${walks}/walking`, { name: 'Groot', startDateTime: '2026-06-01T09:30', description: big }],
      ['PATCH', `${walks}/${walk.id}`, { description: big }],
      ['POST', pages, { title: 'Groot', link: 'groot', contentHtml: big }],
      ['PUT', `${newsletters}/${letter.id}`, { title: 'Groot', blocks: [{ text: big }] }],
    ] as const) {
      const answer = await admin.request(path, { method, body });
      expectRefusal(answer, `${method} ${path}`, 413);
      expect((answer.json as ErrorAnswer).message).toBe('De aanvraag is te groot (maximaal 1 MB).');
    }
    const form = new FormData();
    form.append('eventData', JSON.stringify({ name: 'Groot', startDateTime: '2026-06-01T09:30', description: big }));
    expectRefusal(await admin.request(`${walks}/walking`, { method: 'POST', body: form }), 'multipart field', 413);
    expect(server.store.events.size).toBe(1);
    expect(server.store.pages.size).toBe(0);
    await expectStillServing(admin);
  });

  it('answers 404 for unknown or malformed ids on every :id route', async () => {
    const admin = await start();
    // Each feature names what it could not find.
    const routes: Array<[string, string, RegExp, unknown?]> = [
      ['GET', `${walks}/:id`, /wandeltocht/],
      ['PATCH', `${walks}/:id`, /wandeltocht/, { name: 'Tocht' }],
      ['PATCH', `${walks}/:id/publish`, /wandeltocht/, { published: true }],
      ['DELETE', `${walks}/:id`, /wandeltocht/],
      ['GET', `${pages}/:id`, /pagina/],
      ['PATCH', `${pages}/:id`, /pagina/, { title: 'Pagina' }],
      ['PATCH', `${pages}/:id/publish`, /pagina/, { published: true }],
      ['DELETE', `${pages}/:id`, /pagina/],
      ['GET', `${newsletters}/:id`, /nieuwsbrief/],
      ['PUT', `${newsletters}/:id`, /nieuwsbrief/, { title: 'Brief', blocks: [] }],
      ['PATCH', `${newsletters}/:id/publish`, /nieuwsbrief/, { published: true }],
      ['DELETE', `${newsletters}/:id`, /nieuwsbrief/],
      ['POST', `${newsletters}/:id/send`, /nieuwsbrief/],
      ['POST', `${newsletters}/:id/send/test`, /nieuwsbrief/, { email: 'test@example.be' }],
      ['DELETE', '/admin/api/images/:id', /afbeelding/],
      ['GET', '/admin/api/members/:id', /lid/],
      ['GET', '/api/events/:id', /wandeltocht/],
      ['GET', '/api/newsletters/:id', /nieuwsbrief/],
    ];
    for (const id of ['999', 'abc', '-1', '0', '1.5', '1e3', '%20', '99999999999999999999']) {
      for (const [method, route, names, body] of routes) {
        const path = route.replace(':id', id);
        const answer = await admin.request(path, { method, ...(body === undefined ? {} : { body }) });
        expectRefusal(answer, `${method} ${path}`, 404);
        expect((answer.json as ErrorAnswer).message, `${method} ${path}`).toMatch(names);
      }
    }
    // Other routes answer a Dutch 404 too, whatever their wording.
    for (const path of ['/admin/api/members/999', '/admin/api/members/abc']) {
      expectRefusal(await admin.request(path, { method: 'DELETE' }), `DELETE ${path}`, 404);
    }
    await expectStillServing(admin);
  });

  it('answers 400 for an If-Match that is no version', async () => {
    const admin = await start();
    const walk = await makeWalk(server.store);
    const page = await makePage(server.store);
    const letter = await makeNewsletter(server.store);
    for (const [method, path, body] of [
      ['PATCH', `${walks}/${walk.id}`, { name: 'Nieuw' }],
      ['PATCH', `${walks}/${walk.id}/publish`, { published: false }],
      ['DELETE', `${walks}/${walk.id}`, undefined],
      ['PATCH', `${pages}/${page.id}`, { title: 'Nieuw' }],
      ['DELETE', `${pages}/${page.id}`, undefined],
      ['PUT', `${newsletters}/${letter.id}`, { title: 'Nieuw', blocks: [] }],
      ['DELETE', `${newsletters}/${letter.id}`, undefined],
    ] as const) {
      for (const ifMatch of ['garbage', '"abc"', '"1", "2"', '-1']) {
        const answer = await admin.request(path, { method, headers: { 'If-Match': ifMatch }, body });
        expectRefusal(answer, `${method} ${path} If-Match ${ifMatch}`, 400);
      }
    }
    expect(server.store.events.get(walk.id)?.version).toBe(1);
    expect(server.store.pages.get(page.id)?.version).toBe(1);
    expect(server.store.newsletters.get(letter.id)?.version).toBe(1);
    await expectStillServing(admin);
  });
});

/** After all of that the server still answers, and nothing was logged as a server fault. */
async function expectStillServing(admin: AdminSession) {
  expect((await server.request('/api/site-config')).status).toBe(200);
  expect((await admin.request(walks)).status).toBe(200);
  const faults = server.logged.map((args) => args.map(String).join(' ')).filter((line) => /^Fout bij/.test(line));
  expect(faults).toEqual([]);
}
