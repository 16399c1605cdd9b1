import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventRecord } from '../../server/contracts';
import { brusselsLocal, isUpcoming } from '../../server/infra/walk-time';
import { seedDemo } from '../../server/seed';
import { openStore, type Store } from '../../server/store';

type Seeded = { store: Store; uploadsDir: string; adminMemberId: number };

const dirs: string[] = [];
const runs = new Map<string, Promise<Seeded>>();

/** One seeded club per date, shared by the tests of that date. */
function seeded(now: Date): Promise<Seeded> {
  const key = now.toISOString();
  let run = runs.get(key);
  if (!run) {
    run = (async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'seed-test-'));
      dirs.push(dir);
      const store = await openStore(path.join(dir, 'data'), { now: () => now });
      const uploadsDir = path.join(dir, 'uploads');
      const { adminMemberId } = await seedDemo({ store, uploadsDir, now: () => now, clubName: 'De Houtlandstappers' });
      return { store, uploadsDir, adminMemberId };
    })();
    runs.set(key, run);
  }
  return run;
}

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const summer = new Date('2025-07-15T10:00:00Z');
const winter = new Date('2026-01-20T09:00:00Z');

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000);

const allowedTags = new Set([
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

describe.each([
  ['in de zomer', summer],
  ['in de winter', winter],
])('de democlub %s', (_season, now) => {
  const published = (walks: EventRecord[]) => walks.filter((walk) => walk.published);

  it('heeft eigen tochten: minstens acht, drie komende (de eerste binnen 1 à 3 weken), voorbije en één ontwerp', async () => {
    const { store } = await seeded(now);
    const own = store.events.filter((walk) => walk.own);
    expect(own.length).toBeGreaterThanOrEqual(8);
    expect(own.filter((walk) => !walk.published)).toHaveLength(1);

    const upcoming = published(own).filter((walk) => isUpcoming(walk, now));
    const past = published(own).filter((walk) => !isUpcoming(walk, now));
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeGreaterThanOrEqual(3);

    const nearest = upcoming.map((walk) => walk.startDateTime!).sort()[0]!;
    const daysAhead = daysBetween(brusselsLocal(now), nearest);
    expect(daysAhead).toBeGreaterThanOrEqual(7);
    expect(daysAhead).toBeLessThanOrEqual(21);

    for (const walk of own.filter((w) => !w.euraudax)) {
      expect(walk.startDateTime!.slice(11) >= '07:00' && walk.startDateTime!.slice(11) <= '09:00').toBe(true);
      expect(walk.endTime! >= '15:00' && walk.endTime! <= '17:00').toBe(true);
    }
    expect(past.every((walk) => (walk.countParticipants ?? 0) > 0)).toBe(true);
    expect(past.filter((walk) => walk.report.includes('<p>')).length).toBeGreaterThanOrEqual(2);
    const photobooks = own.filter((walk) => walk.photobookImageIds.length > 0);
    expect(photobooks.length).toBeGreaterThanOrEqual(2);
    expect(photobooks.every((walk) => walk.photobookImageIds.length >= 3 && walk.photobookImageIds.length <= 6)).toBe(
      true,
    );
  });

  it('heeft zes gepubliceerde tochten van andere clubs, komende en voorbije', async () => {
    const { store } = await seeded(now);
    const other = store.events.filter((walk) => !walk.own);
    expect(other).toHaveLength(6);
    expect(other.every((walk) => walk.published)).toBe(true);
    expect(other.filter((walk) => isUpcoming(walk, now)).length).toBeGreaterThanOrEqual(2);
    expect(other.filter((walk) => !isUpcoming(walk, now)).length).toBeGreaterThanOrEqual(2);
  });

  it('heeft drie Euraudax-tochten over lange afstanden', async () => {
    const { store } = await seeded(now);
    const euraudax = store.events.filter((walk) => walk.euraudax);
    expect(euraudax).toHaveLength(3);
    const distances = euraudax.flatMap((walk) => walk.distances!.split(',').map((d) => Number(d.trim())));
    expect(distances).toEqual(expect.arrayContaining([50, 100]));
  });

  it('geeft elke tocht een banner, een adres in België en coördinaten', async () => {
    const { store } = await seeded(now);
    for (const walk of store.events.all()) {
      expect(walk.bannerImageId).not.toBeNull();
      expect(walk.location).toMatchObject({
        country: 'België',
        street: expect.any(String),
        postalCode: expect.stringMatching(/^8\d{3}$/),
      });
      expect(walk.location!.lat).toBeGreaterThan(50.9);
      expect(walk.location!.lat).toBeLessThan(51.2);
      expect(walk.location!.lon).toBeGreaterThan(2.9);
      expect(walk.location!.lon).toBeLessThan(3.4);
    }
  });

  it('heeft drie gepubliceerde infopagina’s, waaronder de geschiedenis, en één ontwerp', async () => {
    const { store } = await seeded(now);
    const pages = store.pages.filter((page) => page.published);
    expect(pages).toHaveLength(3);
    expect(store.pages.filter((page) => !page.published)).toHaveLength(1);
    const history = pages.find((page) => page.link === 'geschiedenis');
    expect(history?.contentHtml).toMatch(/2025/);
    for (const fact of ['1982', '1983', 'vijf tochten per jaar', 'minstens twee eigen wandeltochten per jaar']) {
      expect(history?.contentHtml).toContain(fact);
    }
    expect(history?.photobookImageIds.length).toBeGreaterThanOrEqual(3);
  });

  it('heeft drie verstuurde nieuwsbrieven met blokken, de nieuwste een week oud, en één ontwerp', async () => {
    const { store } = await seeded(now);
    const sent = store.newsletters.filter((newsletter) => newsletter.published);
    expect(sent).toHaveLength(3);
    expect(store.newsletters.filter((newsletter) => !newsletter.published)).toHaveLength(1);
    for (const newsletter of sent) {
      expect(newsletter.blocks.length).toBeGreaterThanOrEqual(2);
      expect(newsletter.blocks.length).toBeLessThanOrEqual(4);
      expect(newsletter.blocks.map((block) => block.id)).toEqual(newsletter.blocks.map((_, i) => i + 1));
      expect(newsletter.blocks.map((block) => block.order)).toEqual(newsletter.blocks.map((_, i) => i + 1));
      expect(Date.parse(newsletter.updateTimestamp)).toBeLessThan(now.getTime());
      expect(Date.parse(newsletter.updateTimestamp)).toBeGreaterThanOrEqual(Date.parse(newsletter.creationTimestamp));
    }
    expect(sent.some((newsletter) => newsletter.blocks.some((block) => block.imageId !== null))).toBe(true);
    const newest = Math.max(...sent.map((newsletter) => Date.parse(newsletter.creationTimestamp)));
    const daysOld = (now.getTime() - newest) / 86_400_000;
    expect(daysOld).toBeGreaterThanOrEqual(5);
    expect(daysOld).toBeLessThanOrEqual(10);
  });

  it('heeft een veertigtal leden met bestuur, helpers en Euraudax-ploeg', async () => {
    const { store } = await seeded(now);
    const members = store.members.all();
    expect(members.length).toBeGreaterThanOrEqual(35);
    expect(members.length).toBeLessThanOrEqual(45);
    expect(members.filter((member) => !member.active).length).toBeGreaterThanOrEqual(2);
    expect(members.filter((member) => member.paid).length).toBeGreaterThan(members.length / 2);
    expect(new Set(members.map((member) => member.email)).size).toBe(members.length);

    const board = members.filter((member) => member.role === 'BOARDMEMBER');
    expect(board.map((member) => member.boardMemberSortOrder).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(board.map((member) => member.boardTitle).sort()).toEqual([
      'Bestuurslid',
      'Ondervoorzitter',
      'Penningmeester',
      'Secretaris',
      'Voorzitter',
    ]);
    expect(board.every((member) => member.photoImageId !== null)).toBe(true);

    const aids = members.filter((member) => member.role === 'AID');
    expect(aids).toHaveLength(4);
    expect(aids.every((member) => member.boardTitle)).toBe(true);

    const euraudax = members.filter((member) => member.euraudax);
    expect(euraudax).toHaveLength(3);
    expect(euraudax.every((member) => member.euraudaxTitle)).toBe(true);
    expect(members.filter((member) => member.role === 'HELPINGMEMBER').length).toBeGreaterThanOrEqual(2);
  });

  it('maakt de secretaris, een bestuurslid met e-mailadres, de demobeheerder', async () => {
    const { store, adminMemberId } = await seeded(now);
    const admin = store.members.get(adminMemberId);
    expect(admin).toMatchObject({ role: 'BOARDMEMBER', boardTitle: 'Secretaris', email: 'secretariaat@example.be' });
  });

  it('verwijst enkel naar bestaande foto’s, elk met zijn bestand, en laat geen foto ongebruikt', async () => {
    const { store, uploadsDir } = await seeded(now);
    const ids = [
      ...store.events.all().flatMap((walk) => [walk.bannerImageId, ...walk.photobookImageIds]),
      ...store.pages.all().flatMap((page) => page.photobookImageIds),
      ...store.members.all().map((member) => member.photoImageId),
      ...store.settings.all().flatMap((settings) => [settings.club.logoImageId, settings.club.heroImageId]),
    ].filter((id): id is number => id !== null);
    const uuids = store.newsletters
      .all()
      .flatMap((n) => n.blocks.map((block) => block.imageId))
      .filter((uuid) => uuid !== null);

    for (const id of ids) expect(store.images.get(id), `foto ${id}`).toBeDefined();
    const known = new Set(store.images.all().map((image) => image.uuid));
    for (const uuid of uuids) expect(known.has(uuid), `foto ${uuid}`).toBe(true);

    const used = new Set([...ids.map((id) => store.images.get(id)!.uuid), ...uuids]);
    expect(used.size).toBe(store.images.size);
    for (const image of store.images.all()) {
      expect((await stat(path.join(uploadsDir, image.uuid, 'original'))).size).toBe(image.bytes);
      expect(image.format).toBe('jpeg');
    }
  });

  it('gebruikt in de teksten enkel HTML die de editor ook maakt', async () => {
    const { store } = await seeded(now);
    const html = [
      ...store.events.all().flatMap((walk) => [walk.intro, walk.description, walk.report]),
      ...store.pages.all().map((page) => page.contentHtml),
      ...store.newsletters.all().flatMap((n) => [n.intro, n.outro, ...n.blocks.map((block) => block.text)]),
    ].join('');
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
    expect([...tags].filter((tag) => !allowedTags.has(tag!))).toEqual([]);
  });
});

describe('de demofoto’s', () => {
  it('zijn bij elke seed dezelfde: banners 1600×1067, portretten 600×600 en het logo 512×512', async () => {
    const [first, second] = await Promise.all([seeded(summer), seeded(winter)]);
    const describeImages = (store: Store) =>
      store.images.all().map(({ fileName, width, height, bytes }) => ({ fileName, width, height, bytes }));
    expect(describeImages(second.store)).toEqual(describeImages(first.store));

    const sizes = new Set(describeImages(first.store).map(({ width, height }) => `${width}x${height}`));
    // 512×512: the club's logo.
    expect([...sizes].sort()).toEqual(['1600x1067', '512x512', '600x600']);
  });
});
