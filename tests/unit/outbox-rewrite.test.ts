import { describe, expect, it } from 'vitest';
import { twoStepTexts } from '../../server/contracts/two-step';
import { memberIdOf } from '../../web/admin/session/session';
import { isMine, jsonTimeoutMs, timeoutFor, verdictOf } from '../../web/admin/outbox/answers';
import { changedFields, shortText } from '../../web/admin/outbox/conflict-fields';
import type { QueuedWrite } from '../../web/admin/outbox/db';
import { foldAnswer } from '../../web/admin/outbox/fold-answer';
import { fromStoredBody, toStoredBody } from '../../web/admin/outbox/queue';
import { recordOfWrite, singleRecord, writeRecordOf } from '../../web/admin/outbox/record';
import { chainVersions, imageRewrites, rewriteWrite, type Rewrites } from '../../web/admin/outbox/rewrite';

// The outbox's pure logic: no server, no IndexedDB. The replay against the real server is in outbox-replay.test.ts.

const write = (data: Partial<QueuedWrite>): QueuedWrite => ({
  method: 'PATCH',
  url: '/admin/api/events/5',
  body: { kind: 'none' },
  idempotencyKey: 'k',
  createdAt: '2026-01-01T00:00:00.000Z',
  state: 'pending',
  ...data,
});

describe('the outbox: stored bodies, stand-ins, versions and the read cache', () => {
  it('keeps a multipart body with its file, and JSON as is', async () => {
    const form = new FormData();
    form.append('eventData', '{"name":"Tocht"}');
    form.append('bannerFile', new File([new Uint8Array([1, 2, 3])], 'banner.jpg', { type: 'image/jpeg' }));
    const stored = toStoredBody(form);
    expect(stored).toMatchObject({
      kind: 'form',
      entries: [
        ['eventData', '{"name":"Tocht"}'],
        ['bannerFile', { fileName: 'banner.jpg' }],
      ],
    });
    const again = fromStoredBody(stored) as FormData;
    expect(again.get('eventData')).toBe('{"name":"Tocht"}');
    const file = again.get('bannerFile') as File;
    expect(file.name).toBe('banner.jpg');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(toStoredBody({ published: true })).toEqual({ kind: 'json', value: { published: true } });
    expect(toStoredBody(undefined)).toEqual({ kind: 'none' });
    expect(fromStoredBody({ kind: 'none' })).toBeUndefined();
  });

  it('takes the record a write is about from its caller, not from its URL', () => {
    const named = { collection: '/admin/api/events', id: 5 };
    expect(writeRecordOf(write({ url: '/admin/api/events/5/publish', record: named }))).toBe(named);
    // A write that changes no listed record says so; its URL is not read.
    expect(writeRecordOf(write({ url: '/admin/api/events/5', record: null }))).toBeUndefined();
    // A create names the collection; its record is the stand-in it answered.
    const create = write({
      method: 'POST',
      url: '/admin/api/events/walking',
      record: { collection: '/admin/api/events' },
    });
    expect(recordOfWrite({ ...create, standInId: -9 })).toEqual({ collection: '/admin/api/events', id: -9 });
  });

  it('reads the record of a write queued by an older version of the app, which stored only its URL', () => {
    const older = (url: string) => writeRecordOf({ url });
    expect(older('/admin/api/events/5/publish')).toEqual({ collection: '/admin/api/events', id: 5 });
    expect(older('http://x.test/admin/api/website-pages/12')).toEqual({
      collection: '/admin/api/website-pages',
      id: 12,
    });
    expect(older('/admin/api/events/walking')).toEqual({ collection: '/admin/api/events' });
    expect(older('/admin/api/members/-1700000000000123/board-order')).toEqual({
      collection: '/admin/api/members',
      id: -1700000000000123,
    });
    expect(older('/admin/api/newsletters')).toEqual({ collection: '/admin/api/newsletters' });
    expect(older('/admin/api/settings')).toEqual(singleRecord('/admin/api/settings'));
    expect(older('/api/events/5')).toBeUndefined();
  });

  it('takes the club settings, one record without an id in its URL, as a record: versions chain, the answer folds into its GET', () => {
    const settings = { collection: '/admin/api/settings', id: 0 };
    expect(singleRecord('/admin/api/settings')).toEqual(settings);
    const writes = [
      write({ seq: 1, method: 'PUT', url: '/admin/api/settings', record: settings, version: 3 }),
      write({ seq: 2, method: 'PUT', url: '/admin/api/settings', record: settings, version: 3 }),
    ];
    expect(chainVersions(writes.slice(1), settings, 3, 4)).toEqual([{ ...writes[1], version: 4 }]);
    const reads = [
      { url: '/admin/api/settings', data: { id: 1, version: 3, club: { name: 'Oud' } }, savedAt: '' },
      { url: '/admin/api/events/5', data: { id: 5, name: 'Tocht' }, savedAt: '' },
    ];
    const answer = { id: 1, version: 4, club: { name: 'Nieuw' } };
    expect(foldAnswer(reads, { method: 'PUT', record: settings, answer }, 't')).toEqual({
      put: [{ url: '/admin/api/settings', data: answer, savedAt: 't' }],
      remove: [],
    });
    // The conflict dialog names what differs in the admin's words, one level down.
    const queued = write({
      method: 'PUT',
      url: '/admin/api/settings',
      body: {
        kind: 'json',
        value: { club: { name: 'Club', tagline: 'Mijn slogan' }, texts: { welcome: '<p>Hoi</p>' } },
      },
    });
    const current = {
      id: 1,
      version: 4,
      club: { name: 'Club', tagline: 'Hun slogan' },
      texts: { welcome: '<p>Hoi</p>' },
    };
    expect(changedFields(queued, current)).toEqual([
      { field: 'Club: Slogan', mine: 'Mijn slogan', server: 'Hun slogan' },
    ]);
  });

  it('rewrites a photo stand-in in JSON, in multipart JSON, in HTML and in the URL', () => {
    const standIn = { uuid: '11111111-2222-4333-8444-555555555555', id: -1700000000000001 };
    const real = {
      uuid: '99999999-8888-4777-8666-555555555555',
      id: 42,
      cdnUrl: '/media/99999999-8888-4777-8666-555555555555/',
    };
    const rewrites = imageRewrites(standIn, real);
    const json = write({
      body: {
        kind: 'json',
        value: {
          banner: standIn.id,
          photobook: [3, standIn.id],
          content: `<p>Kijk</p><img src="/media/pending/${standIn.uuid}/640x640.jpg">`,
          blocks: [{ imageId: standIn.uuid, order: 1 }],
          uploadcareImage: { cdnUrl: `/media/pending/${standIn.uuid}/` },
          countParticipants: 1,
        },
      },
    });
    expect(rewriteWrite(json, rewrites)?.body).toEqual({
      kind: 'json',
      value: {
        banner: 42,
        photobook: [3, 42],
        content: `<p>Kijk</p><img src="/media/${real.uuid}/640x640.jpg">`,
        blocks: [{ imageId: real.uuid, order: 1 }],
        uploadcareImage: { cdnUrl: real.cdnUrl },
        countParticipants: 1,
      },
    });
    const blob = new Blob(['x']);
    const form = write({
      body: {
        kind: 'form',
        entries: [
          ['eventData', JSON.stringify({ name: 'Tocht', banner: standIn.id })],
          ['bannerFile', { blob, fileName: 'b.jpg' }],
        ],
      },
    });
    const rewritten = rewriteWrite(form, rewrites)!;
    expect(rewritten.body.kind === 'form' && JSON.parse(rewritten.body.entries[0]![1] as string)).toEqual({
      name: 'Tocht',
      banner: 42,
    });
    expect(rewritten.body.kind === 'form' && rewritten.body.entries[1]![1]).toEqual({ blob, fileName: 'b.jpg' });
    // Nothing to rewrite: the same write stays (no needless IndexedDB write).
    expect(rewriteWrite(write({ body: { kind: 'json', value: { name: 'x' } } }), rewrites)).toBeUndefined();

    const created: Rewrites = { texts: [], ids: new Map([[-1700000000000009, 77]]) };
    expect(rewriteWrite(write({ url: '/admin/api/events/-1700000000000009/publish' }), created)?.url).toBe(
      '/admin/api/events/77/publish',
    );
    // The record the write names follows to the real id too.
    const publish = write({
      url: '/admin/api/events/-1700000000000009/publish',
      record: { collection: '/admin/api/events', id: -1700000000000009 },
    });
    expect(rewriteWrite(publish, created)?.record).toEqual({ collection: '/admin/api/events', id: 77 });
    const create = rewriteWrite(
      write({ method: 'POST', url: '/admin/api/events/walking', standInId: -1700000000000009 }),
      created,
    );
    expect(create?.standInId).toBeUndefined();
  });

  it('gives later writes to the same record the new version when they carried the same base', () => {
    const writes = [
      write({ seq: 2, url: '/admin/api/events/5/publish', version: 3 }),
      write({ seq: 3, url: '/admin/api/events/6', version: 3 }),
      write({ seq: 4, url: '/admin/api/events/5', version: 2 }),
      write({ seq: 5, url: '/admin/api/website-pages/5', version: 3 }),
    ];
    expect(chainVersions(writes, { collection: '/admin/api/events', id: 5 }, 3, 4)).toEqual([
      { ...writes[0], version: 4 },
    ]);
    // A record created offline: its later writes all follow the created version.
    expect(chainVersions(writes, { collection: '/admin/api/events', id: 5 }, undefined, 1).map((w) => w.seq)).toEqual([
      2, 4,
    ]);
  });

  it('folds an answer into the cached record and list rows, a delete out of them, a create into the list', () => {
    const walk5 = { collection: '/admin/api/events', id: 5 };
    const reads = [
      { url: '/admin/api/events/5', data: { id: 5, name: 'Oud', description: 'lang', version: 3 }, savedAt: '' },
      {
        url: '/admin/api/events',
        data: [
          { id: 5, name: 'Oud', version: 3 },
          { id: 6, name: 'Ander' },
        ],
        savedAt: '',
      },
      { url: '/admin/api/website-pages', data: [{ id: 5, title: 'Pagina' }], savedAt: '' },
    ];
    const renamed = foldAnswer(
      reads,
      { method: 'PATCH', record: walk5, answer: { id: 5, name: 'Nieuw', version: 4, report: 'r' } },
      't',
    );
    expect(renamed.put.map((read) => read.data)).toEqual([
      { id: 5, name: 'Nieuw', description: 'lang', version: 4, report: 'r' },
      [
        { id: 5, name: 'Nieuw', version: 4 },
        { id: 6, name: 'Ander' },
      ],
    ]);
    const deleted = foldAnswer(reads, { method: 'DELETE', record: walk5, answer: undefined }, 't');
    expect(deleted.remove).toEqual(['/admin/api/events/5']);
    expect(deleted.put.map((read) => read.data)).toEqual([[{ id: 6, name: 'Ander' }]]);
    const created = foldAnswer(
      reads,
      { method: 'POST', record: { collection: '/admin/api/events' }, answer: { id: -9, name: 'Nieuw' }, standInId: -9 },
      't',
    );
    expect(created.put).toEqual([
      { url: '/admin/api/events', data: [...(reads[1]!.data as unknown[]), { id: -9, name: 'Nieuw' }], savedAt: 't' },
      { url: '/admin/api/events/-9', data: { id: -9, name: 'Nieuw' }, savedAt: 't' },
    ]);
  });

  it('folds an answer into a cached page of a list, and a delete out of it with one less in its total', () => {
    const member7 = { collection: '/admin/api/members', id: 7 };
    const page = (members: unknown[], total: number) => ({ members, total, page: 1, size: 20, pageCount: 1 });
    const reads = [
      {
        url: '/admin/api/members?active=false&page=1',
        data: page(
          [
            { id: 7, firstName: 'Oud', active: false },
            { id: 8, firstName: 'Ander' },
          ],
          2,
        ),
        savedAt: '',
      },
      { url: '/admin/api/members?q=zzz', data: page([], 0), savedAt: '' },
    ];
    const renamed = foldAnswer(reads, { method: 'PUT', record: member7, answer: { id: 7, firstName: 'Nieuw' } }, 't');
    expect(renamed.put.map((read) => read.data)).toEqual([
      page(
        [
          { id: 7, firstName: 'Nieuw', active: false },
          { id: 8, firstName: 'Ander' },
        ],
        2,
      ),
    ]);
    const deleted = foldAnswer(reads, { method: 'DELETE', record: member7, answer: undefined }, 't');
    expect(deleted.put.map((read) => read.data)).toEqual([page([{ id: 8, firstName: 'Ander' }], 1)]);
    // A create is not added to a page: its place in the sorted, filtered list is the server's to say.
    const created = foldAnswer(
      reads,
      { method: 'POST', record: { collection: '/admin/api/members' }, answer: { id: -3 }, standInId: -3 },
      't',
    );
    expect(created.put.map((read) => read.url)).toEqual(['/admin/api/members/-3']);
  });

  it("shows a conflict's changed fields as short plain text", () => {
    const eventData = { id: 5, name: 'Mijn naam', description: `<p>${'lang '.repeat(40)}</p>`, banner: 7, own: true };
    const rows = changedFields(write({ body: { kind: 'form', entries: [['eventData', JSON.stringify(eventData)]] } }), {
      id: 5,
      version: 4,
      name: 'Hun naam',
      description: '<p>kort</p>',
      banner: { id: 7, cdnUrl: '/media/x/' },
      own: false,
    });
    expect(rows).toEqual([
      { field: 'Naam', mine: 'Mijn naam', server: 'Hun naam' },
      { field: 'Beschrijving', mine: expect.stringMatching(/^lang lang .*…$/), server: 'kort' },
      { field: 'Eigen tocht', mine: 'ja', server: 'nee' },
    ]);
    expect(rows[1]!.mine.length).toBeLessThanOrEqual(120);
    expect(
      changedFields(write({ url: '/admin/api/members/5/board-order', body: { kind: 'json', value: 3 } }), {
        boardOrder: 1,
      }),
    ).toEqual([{ field: 'Volgorde in het bestuur', mine: '3', server: '1' }]);
    expect(shortText('Tom &amp; Jerry<br>samen')).toBe('Tom & Jerry samen');
  });

  it('settles a write only on a real answer of the server; a portal, a proxy error or a busy server is no answer', () => {
    const got = (status: number, text = '', redirected = false) => ({ status, text, redirected });
    expect(verdictOf('PATCH', got(200, '{"id":5}'))).toEqual({ kind: 'ok', answer: { id: 5 } });
    expect(verdictOf('DELETE', got(204))).toEqual({ kind: 'ok', answer: undefined });
    expect(verdictOf('DELETE', got(200))).toEqual({ kind: 'ok', answer: undefined });
    // A captive portal's page, after a redirect or not, never settles a write.
    expect(verdictOf('PATCH', got(200, '{"id":5}', true))).toEqual({ kind: 'later' });
    expect(verdictOf('PATCH', got(200, '<html>Log in op het wifi</html>'))).toEqual({ kind: 'later' });
    expect(verdictOf('PATCH', got(200))).toEqual({ kind: 'later' });
    expect(verdictOf('PATCH', undefined)).toEqual({ kind: 'later' });
    for (const status of [500, 502, 503, 408, 429]) expect(verdictOf('PATCH', got(status)).kind).toBe('later');
    expect(verdictOf('PATCH', got(401))).toEqual({ kind: 'login' });
    expect(verdictOf('PATCH', got(409, '{"message":"m","current":{"version":4}}'))).toEqual({
      kind: 'refused',
      status: 409,
      body: { message: 'm', current: { version: 4 } },
    });
    expect(verdictOf('PATCH', got(422, 'geen json'))).toEqual({ kind: 'refused', status: 422, body: undefined });
    // A session that may only set up two-step verification: the write waits; another 403 is a refusal.
    const enrolFirst = JSON.stringify({ message: twoStepTexts.enrolFirst });
    expect(verdictOf('PATCH', got(403, enrolFirst))).toEqual({ kind: 'later' });
    expect(verdictOf('PATCH', got(403, '{"message":"m"}'))).toEqual({
      kind: 'refused',
      status: 403,
      body: { message: 'm' },
    });
  });

  it('gives an upload time by its size, and JSON a minute', () => {
    expect(timeoutFor({ kind: 'json', value: { name: 'x' } })).toBe(jsonTimeoutMs);
    const photo = new Blob([new Uint8Array(6_000_000)]);
    const upload = timeoutFor({ kind: 'form', entries: [['files', { blob: photo, fileName: 'f.jpg' }]] });
    // 6 MB on a weak link takes minutes: far more than the JSON minute.
    expect(upload).toBeGreaterThan(10 * jsonTimeoutMs);
  });

  it("reads the member from the id in front of a session token, and keeps a member's writes to that member", () => {
    expect(memberIdOf(`17.${'a'.repeat(43)}`)).toBe(17);
    expect(memberIdOf(`4321.${'a'.repeat(43)}`)).toBe(4321);
    // A token from before sessions (a JWT) names no member: the server refuses it anyway.
    const payload = Buffer.from(JSON.stringify({ sub: '17', tv: 1 })).toString('base64url');
    expect(memberIdOf(`e30.${payload}.sig`)).toBeUndefined();
    expect(memberIdOf('geen-token')).toBeUndefined();
    expect(memberIdOf('0.abc')).toBeUndefined();
    expect(memberIdOf(null)).toBeUndefined();
    expect(isMine({ memberId: 17 }, 17)).toBe(true);
    expect(isMine({ memberId: 17 }, 18)).toBe(false);
    expect(isMine({}, 18)).toBe(true);
  });
});
