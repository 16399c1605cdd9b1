import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../web/lib/api-client';
import { adminGet } from '../../web/admin/lib/admin-api';
import { useSession } from '../../web/admin/session/session';
import { uploadImages } from '../../web/admin/lib/upload-images';
import { dropWrite, keepMine, takeServerVersion } from '../../web/admin/outbox/choices';
import { changedFields } from '../../web/admin/outbox/conflict-fields';
import { adminDb, adminDbName } from '../../web/admin/outbox/db';
import { randomUuid, standInId } from '../../web/admin/outbox/ids';
import { mutate } from '../../web/admin/outbox/mutate';
import { refreshOutbox, useOutboxStore } from '../../web/admin/outbox/outbox-store';
import { listPendingImages, listWrites, readCached, saveRead } from '../../web/admin/outbox/queue';
import { replayOutbox } from '../../web/admin/outbox/replay';
import { startOutbox } from '../../web/admin/outbox/start-outbox';
import { outboxTexts } from '../../web/admin/outbox/texts';
import { settingsPayloadSchema, type Event as Walk, type Settings } from '../../server/contracts';
import { saveSettings } from '../../web/admin/features/settings/api/save-settings';
import { createAdmin, login, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { jpeg } from '../helpers/factories';
import { payloadOf } from '../helpers/settings';

// The outbox's replay against the real server (IndexedDB from fake-indexeddb). The pure logic is in outbox-rewrite.test.ts.

describe('the outbox against the real server', () => {
  let server: TestServer;
  let admin: AdminSession;
  const realFetch = globalThis.fetch;
  /** The network is gone: requests never leave. */
  let cut = false;
  /** Requests ('METHOD /path') that reach the server once but whose answer is lost on the way back. */
  const loseAnswerOnce = new Set<string>();
  /** Requests ('METHOD /path') answered once by something in between (a proxy, a captive portal), not the server. */
  const answerInBetween = new Map<string, () => Response>();
  const online = { onLine: true };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    vi.stubGlobal('navigator', online);
    // The engine uses the app's relative URLs; here they go to the test server.
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const url = typeof input === 'string' && input.startsWith('/') ? server.url + input : input;
      if (cut) throw new TypeError('fetch failed');
      const planned = `${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`;
      const between = answerInBetween.get(planned);
      if (between) {
        answerInBetween.delete(planned);
        return between();
      }
      const response = await realFetch(url, init);
      const sent = `${init?.method ?? 'GET'} ${new URL(response.url).pathname}`;
      if (loseAnswerOnce.delete(sent)) {
        await response.text();
        throw new TypeError('fetch failed');
      }
      return response;
    });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await server.close();
  });
  beforeEach(async () => {
    cut = false;
    loseAnswerOnce.clear();
    answerInBetween.clear();
    online.onLine = true;
    useSession.getState().signIn(admin.token);
    const db = await adminDb();
    await Promise.all([db.clear('outbox'), db.clear('images'), db.clear('reads')]);
    useOutboxStore.setState({ blocked: null, dismissed: null });
  });

  async function createWalk(name: string): Promise<Walk> {
    const answer = await admin.request('/admin/api/events/walking', {
      method: 'POST',
      body: { name, startDateTime: '2026-06-01T09:30' },
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.json as Walk;
  }
  const stored = (id: number) => server.store.events.get(id)!;

  it('queues offline writes and a photo, refuses a write without a queued answer, and replays each once in order', async () => {
    const walk = await createWalk('Boswandeling');
    online.onLine = false;

    const [photo] = await uploadImages([
      new File([new Uint8Array(await jpeg(40, 30))], 'foto.jpg', { type: 'image/jpeg' }),
    ]);
    expect(photo).toMatchObject({ cdnUrl: `/media/pending/${photo!.uuid}/`, fileName: 'foto.jpg' });
    expect(photo!.id).toBeLessThan(0);

    const form = new FormData();
    form.append('eventData', JSON.stringify({ id: walk.id, name: 'Bostocht', banner: photo!.id }));
    const renamed = await mutate<{ name: string }>({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: form,
      version: walk.version,
      whenQueued: () => ({ ...walk, name: 'Bostocht' }),
    });
    expect(renamed.name).toBe('Bostocht');
    await mutate({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}/publish`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: { published: true },
      version: walk.version,
      whenQueued: () => ({ ...walk, published: true }),
    });
    const refused = await mutate({
      method: 'POST',
      url: `/admin/api/newsletters/1/send`,
      record: { collection: '/admin/api/newsletters', id: 1 },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 0, message: outboxTexts.refusedOffline });

    expect(useOutboxStore.getState().pendingCount).toBe(2);
    expect(useOutboxStore.getState().pendingIds.get('/admin/api/events')).toEqual(new Set([walk.id]));
    expect(stored(walk.id)).toMatchObject({ name: 'Boswandeling', published: false, version: walk.version });
    const sizeBefore = server.store.images.size;

    // Back online, the upload and then the rename reach the server but their answers are lost:
    // each stays queued and is sent again with its own key, which the server applies once.
    online.onLine = true;
    const revision = useOutboxStore.getState().revision;
    loseAnswerOnce.add('POST /admin/api/images/upload').add(`PATCH /admin/api/events/${walk.id}`);
    await replayOutbox();
    expect(await listWrites()).toHaveLength(2);
    await replayOutbox();
    expect(loseAnswerOnce.size).toBe(0);
    expect(await listWrites()).toHaveLength(2);
    await replayOutbox();

    expect(await listWrites()).toEqual([]);
    expect(useOutboxStore.getState().pendingCount).toBe(0);
    expect(useOutboxStore.getState().revision).toBeGreaterThan(revision);
    // Each write applied once (two versions up), the photo uploaded once and named by its real id.
    expect(server.store.images.size).toBe(sizeBefore + 1);
    const image = server.store.images.all().at(-1)!;
    expect(stored(walk.id)).toMatchObject({
      name: 'Bostocht',
      published: true,
      version: walk.version + 2,
      bannerImageId: image.id,
    });
  });

  it('creates a record offline under a stand-in id, and later writes follow it to its real id', async () => {
    online.onLine = false;
    const tempId = standInId();
    const form = new FormData();
    form.append('eventData', JSON.stringify({ name: 'Nieuwe tocht', startDateTime: '2026-07-01T09:00' }));
    await mutate({
      method: 'POST',
      url: '/admin/api/events/walking',
      record: { collection: '/admin/api/events' },
      body: form,
      whenQueued: () => ({ id: tempId, name: 'Nieuwe tocht', version: 1, published: false }),
    });
    await mutate({
      method: 'PATCH',
      url: `/admin/api/events/${tempId}/publish`,
      record: { collection: '/admin/api/events', id: tempId },
      body: { published: true },
      version: 1,
      whenQueued: () => ({ id: tempId, published: true }),
    });
    expect(useOutboxStore.getState().pendingIds.get('/admin/api/events')).toEqual(new Set([tempId]));
    // The screens read offline from the cache: the new walk is there under its stand-in.
    expect((await readCached(`/admin/api/events/${tempId}`))?.data).toMatchObject({
      name: 'Nieuwe tocht',
      published: true,
    });

    online.onLine = true;
    const count = server.store.events.size;
    await replayOutbox();
    expect(await listWrites()).toEqual([]);
    expect(server.store.events.size).toBe(count + 1);
    const created = server.store.events.all().at(-1)!;
    expect(created).toMatchObject({ name: 'Nieuwe tocht', published: true });
    expect((await readCached(`/admin/api/events/${created.id}`))?.data).toMatchObject({
      id: created.id,
      published: true,
    });
  });

  it('stops at a conflict until the admin chooses, then keeps either version', async () => {
    const walk = await createWalk('Heidetocht');
    online.onLine = false;
    await mutate({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: { name: 'Mijn heidetocht' },
      version: walk.version,
      whenQueued: () => walk,
    });
    await admin.request(`/admin/api/events/${walk.id}`, { method: 'PATCH', body: { name: 'Hun heidetocht' } });

    online.onLine = true;
    await replayOutbox();
    const blocked = useOutboxStore.getState().blocked;
    expect(blocked).toMatchObject({ kind: 'conflict', current: { name: 'Hun heidetocht', version: walk.version + 1 } });
    expect(blocked?.kind === 'conflict' && changedFields(blocked.write, blocked.current)).toEqual([
      { field: 'Naam', mine: 'Mijn heidetocht', server: 'Hun heidetocht' },
    ]);
    // The queue waits for the choice: another replay sends nothing.
    await replayOutbox();
    expect(stored(walk.id).name).toBe('Hun heidetocht');

    await keepMine(blocked!.kind === 'conflict' ? blocked!.write.seq : -1);
    await replayOutbox();
    expect(stored(walk.id)).toMatchObject({ name: 'Mijn heidetocht', version: walk.version + 2 });
    expect(useOutboxStore.getState().blocked).toBeNull();

    // Again, and now the server's version wins: the write goes, the cache shows the server's record.
    await saveRead(`/admin/api/events/${walk.id}`, { ...stored(walk.id) });
    online.onLine = false;
    await mutate({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: { name: 'Nog eens mijn naam' },
      version: walk.version + 2,
      whenQueued: () => walk,
    });
    await admin.request(`/admin/api/events/${walk.id}`, { method: 'PATCH', body: { name: 'Weer hun naam' } });
    online.onLine = true;
    await replayOutbox();
    const second = useOutboxStore.getState().blocked;
    expect(second?.kind).toBe('conflict');
    await takeServerVersion(second!.kind === 'conflict' ? second!.write.seq : -1);
    await replayOutbox();
    expect(await listWrites()).toEqual([]);
    expect(stored(walk.id).name).toBe('Weer hun naam');
    expect((await readCached(`/admin/api/events/${walk.id}`))?.data).toMatchObject({ name: 'Weer hun naam' });
  });

  it('pauses on a refused token until the next login, and keeps a refused write for the admin to drop', async () => {
    const walk = await createWalk('Duinentocht');
    online.onLine = false;
    await mutate({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: { name: 'Duinen' },
      version: walk.version,
      whenQueued: () => walk,
    });
    useSession.getState().signIn('een-verlopen-token');
    online.onLine = true;
    await replayOutbox();
    expect(useSession.getState().token).toBeNull();
    expect(await listWrites()).toHaveLength(1);

    useSession.getState().signIn(admin.token);
    await replayOutbox();
    expect(stored(walk.id).name).toBe('Duinen');

    // A write the server refuses (an empty name) stops the queue with the server's message.
    online.onLine = false;
    await mutate({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: { name: '' },
      whenQueued: () => walk,
    });
    online.onLine = true;
    await replayOutbox();
    const blocked = useOutboxStore.getState().blocked;
    expect(blocked).toMatchObject({ kind: 'failed' });
    expect(blocked?.kind === 'failed' && blocked.message).toBeTruthy();
    expect(await listWrites()).toHaveLength(1);
    await dropWrite(blocked!.kind === 'failed' ? blocked!.write.seq : -1);
    expect(await listWrites()).toEqual([]);
    expect(useOutboxStore.getState().blocked).toBeNull();
  });

  it('answers a saved copy of an admin GET when the network fails, and queues a write whose request failed', async () => {
    const walk = await createWalk('Kusttocht');
    const loaded = await adminGet<Walk>(`/admin/api/events/${walk.id}`);
    cut = true;
    expect(await adminGet<Walk>(`/admin/api/events/${walk.id}`)).toEqual(loaded);
    await expect(adminGet('/admin/api/events/999999')).rejects.toMatchObject({ status: 0 });
    expect(useOutboxStore.getState().offline).toBe(true);

    // The browser still says online, but the request fails: the write waits with its key.
    const answer = await mutate({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: { name: 'Kust' },
      version: walk.version,
      whenQueued: () => ({ ...walk, name: 'Kust' }),
    });
    expect(answer).toMatchObject({ name: 'Kust' });
    expect(await listWrites()).toHaveLength(1);
    expect((await readCached(`/admin/api/events/${walk.id}`))?.data).toMatchObject({ name: 'Kust' });
    cut = false;
    await replayOutbox();
    expect(stored(walk.id)).toMatchObject({ name: 'Kust', version: walk.version + 1 });
  });

  it("keeps a write pending on a proxy's 502 or a portal's page, and sends it again later", async () => {
    const walk = await createWalk('Polderstocht');
    online.onLine = false;
    await mutate({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: { name: 'Polder' },
      version: walk.version,
      whenQueued: () => walk,
    });
    online.onLine = true;
    const path = `PATCH /admin/api/events/${walk.id}`;
    answerInBetween.set(path, () => new Response('Bad Gateway', { status: 502 }));
    await replayOutbox();
    answerInBetween.set(path, () => new Response('<html>Wifi</html>', { status: 200 }));
    await replayOutbox();
    expect(await listWrites()).toMatchObject([{ state: 'pending' }]);
    expect(useOutboxStore.getState().blocked).toBeNull();
    expect(stored(walk.id).name).toBe('Polderstocht');
    await replayOutbox();
    expect(await listWrites()).toEqual([]);
    expect(stored(walk.id).name).toBe('Polder');
  });

  it("replays a write only under its author's session, and says another admin's writes wait", async () => {
    const other = await createAdmin(server);
    const walk = await createWalk('Bergtocht');
    online.onLine = false;
    await mutate({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: { name: 'Berg' },
      version: walk.version,
      whenQueued: () => walk,
    });
    expect(await listWrites()).toMatchObject([{ memberId: admin.memberId }]);

    useSession.getState().signIn(other.token);
    online.onLine = true;
    await replayOutbox();
    expect(stored(walk.id).name).toBe('Bergtocht');
    expect(useOutboxStore.getState()).toMatchObject({ pendingCount: 0, othersWaiting: 1 });
    // The other admin's own writes are not held back by them.
    const published = await mutate<Walk>({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}/publish`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: { published: true },
      version: walk.version,
      whenQueued: () => walk,
    });
    expect(published.version).toBe(walk.version + 1);

    useSession.getState().signIn(admin.token);
    await replayOutbox();
    // Its base version was taken meanwhile: the author chooses in the dialog, nothing was applied twice.
    expect(useOutboxStore.getState().blocked).toMatchObject({ kind: 'conflict' });
    expect(useOutboxStore.getState().othersWaiting).toBe(0);
  });

  it('queues a direct save refused for its token until the next login', async () => {
    const walk = await createWalk('Meersentocht');
    useSession.getState().signIn(`${admin.memberId}.een-token-dat-de-server-niet-kent-${'x'.repeat(10)}`);
    const answer = await mutate({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: { name: 'Meersen' },
      version: walk.version,
      whenQueued: () => ({ ...walk, name: 'Meersen' }),
    });
    expect(answer).toMatchObject({ name: 'Meersen' });
    expect(useSession.getState().token).toBeNull();
    expect(useOutboxStore.getState()).toMatchObject({ waitingForLogin: true, pendingCount: 1 });
    expect(await listWrites()).toMatchObject([{ memberId: admin.memberId }]);

    useSession.getState().signIn(admin.token);
    await replayOutbox();
    expect(await listWrites()).toEqual([]);
    expect(stored(walk.id)).toMatchObject({ name: 'Meersen', version: walk.version + 1 });
  });

  it('keeps an offline write for the next login when a read finds the session ended before the replay does', async () => {
    const walk = await createWalk('Heidetocht');
    // This device's own session, which another device signs out while this one is offline.
    useSession.getState().signIn(await login(server, admin.email, admin.password));
    // The outbox as the admin area runs it: it follows the session's token.
    vi.stubGlobal('window', new EventTarget());
    const stop = startOutbox();
    try {
      online.onLine = false;
      await mutate({
        method: 'PATCH',
        url: `/admin/api/events/${walk.id}`,
        record: { collection: '/admin/api/events', id: walk.id },
        body: { name: 'Heide' },
        version: walk.version,
        whenQueued: () => ({ ...walk, name: 'Heide' }),
      });
      expect((await admin.request('/admin/api/sessions/others', { method: 'POST' })).json).toEqual({ ended: 1 });

      // Back online, a screen's read is refused before the replay has run: the login must still say
      // that the admin was signed out and that the change waits.
      online.onLine = true;
      const refused = await adminGet(`/admin/api/events/${walk.id}`).catch((error: unknown) => error);
      expect(refused).toMatchObject({ status: 401 });
      expect(useSession.getState().token).toBeNull();
      await refreshOutbox();
      expect(useOutboxStore.getState()).toMatchObject({ waitingForLogin: true, pendingCount: 1 });
      expect(await listWrites()).toMatchObject([{ state: 'pending', memberId: admin.memberId }]);
      expect(stored(walk.id).name).toBe('Heidetocht');

      // Signed in again, the same admin's change goes.
      useSession.getState().signIn(admin.token);
      await replayOutbox();
      expect(await listWrites()).toEqual([]);
      expect(stored(walk.id)).toMatchObject({ name: 'Heide', version: walk.version + 1 });
      expect(useOutboxStore.getState().waitingForLogin).toBe(false);
    } finally {
      stop();
      vi.stubGlobal('window', undefined);
    }
  });

  it("carries an open form's version past its own replayed write, and keeps an uploaded photo a day from its upload", async () => {
    const walk = await createWalk('Kasteeltocht');
    online.onLine = false;
    const [photo] = await uploadImages([
      new File([new Uint8Array(await jpeg(20, 20))], 'kasteel.jpg', { type: 'image/jpeg' }),
    ]);
    await mutate({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: { name: 'Kasteel', banner: photo!.id },
      version: walk.version,
      whenQueued: () => walk,
    });
    online.onLine = true;
    await replayOutbox();
    expect(stored(walk.id).version).toBe(walk.version + 1);
    const [uploaded] = await listPendingImages();
    expect(uploaded?.uploadedAt).toBeDefined();

    // The same form saves again, still on the version it loaded: its own change is no conflict.
    await mutate({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}`,
      record: { collection: '/admin/api/events', id: walk.id },
      body: { name: 'Kasteel en park' },
      version: walk.version,
    });
    expect(stored(walk.id)).toMatchObject({ name: 'Kasteel en park', version: walk.version + 2 });

    // Chosen two days ago but uploaded just now: kept; uploaded two days ago: removed after the writes.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    const db = await adminDb();
    await db.put('images', { ...uploaded!, createdAt: twoDaysAgo });
    await replayOutbox();
    expect(await listPendingImages()).toHaveLength(1);
    await db.put('images', { ...uploaded!, createdAt: twoDaysAgo, uploadedAt: twoDaysAgo });
    await replayOutbox();
    expect(await listPendingImages()).toEqual([]);
  });

  it('replays a settings save made offline with its version as If-Match, also after keeping it over a conflict', async () => {
    // The server refuses a settings save without If-Match (428): the replay must always name the version.
    const loaded = await adminGet<Settings>('/admin/api/settings');
    const noImages = { logo: null, logoFile: null, heroImage: null, heroFile: null };
    const save = (tagline: string, from: Settings) => {
      const payload = payloadOf(from);
      return saveSettings(
        settingsPayloadSchema.parse({ ...payload, club: { ...payload.club, tagline } }),
        noImages,
        from,
      );
    };
    online.onLine = false;
    expect((await save('Offline bewaard', loaded)).queued).toBe(true);
    expect(await listWrites()).toMatchObject([{ method: 'PUT', url: '/admin/api/settings', version: loaded.version }]);
    online.onLine = true;
    await replayOutbox();
    expect(await listWrites()).toEqual([]);
    const replayed = server.store.settings.all()[0]!;
    expect(replayed).toMatchObject({ version: loaded.version + 1, club: { tagline: 'Offline bewaard' } });

    // Another admin saves meanwhile: the conflict waits, 'keep mine' sends it over the server's version.
    online.onLine = false;
    await save('Mijn slogan', { ...loaded, version: replayed.version });
    await admin.request('/admin/api/settings', {
      method: 'PUT',
      headers: { 'If-Match': `"${replayed.version}"` },
      body: { ...payloadOf(loaded), club: { ...payloadOf(loaded).club, tagline: 'Hun slogan' } },
    });
    online.onLine = true;
    await replayOutbox();
    const blocked = useOutboxStore.getState().blocked;
    expect(blocked).toMatchObject({ kind: 'conflict' });
    await keepMine(blocked!.kind === 'conflict' ? blocked!.write.seq : -1);
    await replayOutbox();
    expect(await listWrites()).toEqual([]);
    expect(server.store.settings.all()[0]).toMatchObject({
      version: replayed.version + 2,
      club: { tagline: 'Mijn slogan' },
    });
  });

  it('replays writes queued by an older version of the app, which stored only their URL', async () => {
    const walk = await createWalk('Oude tocht');
    await saveRead(`/admin/api/events/${walk.id}`, walk);
    // As an older version stored them: no `record`, the collection and the id only in the URL.
    const db = await adminDb();
    for (const name of ['Oud een', 'Oud twee']) {
      await db.add('outbox', {
        method: 'PATCH',
        url: `/admin/api/events/${walk.id}`,
        body: { kind: 'json', value: { name } },
        idempotencyKey: randomUuid(),
        version: walk.version,
        memberId: admin.memberId,
        createdAt: new Date().toISOString(),
        state: 'pending',
      });
    }
    await refreshOutbox();
    expect(useOutboxStore.getState().pendingIds.get('/admin/api/events')).toEqual(new Set([walk.id]));

    await replayOutbox();
    expect(await listWrites()).toEqual([]);
    // The second followed the first's new version (the same record), and the cached record took the answers.
    expect(stored(walk.id)).toMatchObject({ name: 'Oud twee', version: walk.version + 2 });
    expect((await readCached(`/admin/api/events/${walk.id}`))?.data).toMatchObject({ name: 'Oud twee' });
  });

  it('does not refill the read cache with an answer that arrives after a logout', async () => {
    const walk = await createWalk('Valleitocht');
    const loading = adminGet<Walk>(`/admin/api/events/${walk.id}`);
    useSession.getState().signOut();
    await loading;
    // saveRead runs without being awaited by adminGet: give it its turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readCached(`/admin/api/events/${walk.id}`)).toBeUndefined();
  });
});

describe('the offline database', () => {
  it('lets a newer version or a delete elsewhere go ahead, and opens again afterwards', async () => {
    const db = await adminDb();
    await db.put('reads', { url: '/admin/api/x', data: 1, savedAt: '' });
    // Without a blocking handler this delete would wait for the open connection forever.
    await deleteDB(adminDbName);
    expect(await (await adminDb()).get('reads', '/admin/api/x')).toBeUndefined();
  });
});
