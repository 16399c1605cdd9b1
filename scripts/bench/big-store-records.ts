/** The records of the big store, one function per collection, shaped as a real club's data. */
import { randomUUID } from 'node:crypto';
import type { MemberRole } from '../../server/contracts';
import type { BigStoreSize } from './big-store-size';
import { boardTitles, firstNames, lastNames, streets, towns, words } from './big-store-names';
import { between, pad, pick, type Random } from './big-store-random';

/** Which image ids serve as what: member photos, walk banners, page photo books, walk photo books. */
export type ImageIdPlan = { memberPhotos: number[]; banners: number[]; pagePhotos: number[]; walkPhotos: number[] };

export function imageIdPlan(size: BigStoreSize): ImageIdPlan {
  const range = (from: number, length: number) => Array.from({ length: Math.max(0, length) }, (_, i) => from + i);
  const memberPhotos = range(1, 100);
  const banners = range(101, size.walks);
  const pagePhotos = range(101 + size.walks, size.pages * 5);
  const firstWalkPhoto = 101 + size.walks + size.pages * 5;
  return { memberPhotos, banners, pagePhotos, walkPhotos: range(firstWalkPhoto, size.images - firstWalkPhoto + 1) };
}

export function imageData(index: number, random: Random) {
  const landscape = random() < 0.7;
  return {
    uuid: randomUUID(),
    fileName: `IMG_${20_180_000 + index}_${between(random, 100_000, 999_999)}.jpg`,
    format: 'jpeg',
    width: landscape ? 4032 : 3024,
    height: landscape ? 3024 : 4032,
    bytes: between(random, 1_500_000, 6_500_000),
  };
}

function address(random: Random) {
  const [city, postalCode] = pick(random, towns);
  return {
    street: pick(random, streets),
    houseNumber: String(between(random, 1, 240)),
    busNumber: random() < 0.1 ? String(between(random, 1, 12)) : null,
    city,
    postalCode,
    country: 'België',
  };
}

/** The first members hold the public roles (board, helpers, Euraudax), with photos; the rest are ordinary members. */
export function memberData(index: number, random: Random, ids: ImageIdPlan) {
  const role: MemberRole =
    index < 8
      ? 'BOARDMEMBER'
      : index < 24
        ? 'AID'
        : index < 34
          ? 'EURAUDAX'
          : random() < 0.03
            ? 'HELPINGMEMBER'
            : 'MEMBER';
  const firstName = pick(random, firstNames);
  const lastName = pick(random, lastNames);
  const gender = pick(random, ['male', 'female', 'x'] as const);
  return {
    firstName,
    lastName,
    dateOfBirth: `${between(random, 1940, 2005)}-${pad(between(random, 1, 12))}-${pad(between(random, 1, 28))}`,
    email:
      random() < 0.9
        ? `${firstName}.${lastName}.${index}@example.be`
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
        : null,
    phoneNumber:
      random() < 0.8
        ? `+32 4${between(random, 70, 99)} ${between(random, 10, 99)} ${between(random, 10, 99)} ${between(random, 10, 99)}`
        : null,
    gender,
    comments: random() < 0.1 ? 'Komt graag helpen bij de bevoorrading op eigen tochten.' : null,
    active: index < 34 || random() < 0.92,
    role,
    boardTitle: role === 'BOARDMEMBER' ? (boardTitles[index] ?? 'Bestuurslid') : role === 'AID' ? 'Helper' : null,
    boardMemberSortOrder: role === 'BOARDMEMBER' ? index : null,
    photoImageId: index < ids.memberPhotos.length ? (ids.memberPhotos[index] ?? null) : null,
    euraudax: role === 'EURAUDAX' || random() < 0.01,
    euraudaxTitle: role === 'EURAUDAX' ? 'Wegkapitein' : null,
    address: address(random),
    paid: random() < 0.85,
    clubportaal: random() < 0.5 ? `CP${between(random, 100_000, 999_999)}` : null,
    finished: false,
    newsletterUnsubscribed: random() < 0.05,
  };
}

/** Rich text of roughly `chars` characters in the tags the editor makes. */
function html(random: Random, chars: number): string {
  const parts: string[] = [];
  let length = 0;
  while (length < chars) {
    const sentence = Array.from({ length: between(random, 8, 16) }, () => pick(random, words)).join(' ');
    const paragraph =
      random() < 0.2
        ? `<ul><li>${sentence}</li><li><strong>${pick(random, words)}</strong></li></ul>`
        : `<p>${sentence[0]?.toUpperCase()}${sentence.slice(1)}.</p>`;
    parts.push(paragraph);
    length += paragraph.length;
  }
  return parts.join('');
}

/**
 * 20 % own walks, 5 % Euraudax, the rest other clubs' walks; dates from eight years back to
 * a year ahead, so most are past, as in a club with history. Past own walks get the photo books.
 */
export function walkData(size: BigStoreSize, random: Random, ids: ImageIdPlan) {
  const now = Date.now();
  const day = 24 * 3600 * 1000;
  const walks = Array.from({ length: size.walks }, (_, index) => {
    const start = new Date(now + between(random, -8 * 365, 365) * day);
    const own = index % 5 === 0;
    const euraudax = !own && index % 20 === 1;
    const hour = between(random, 7, 14);
    const [city, postalCode] = pick(random, towns);
    return {
      name: `${own ? 'Houtlandtocht' : pick(random, ['Lentetocht', 'Herfsttocht', 'Kasteeltocht', 'Molentocht', 'Bostocht'])} ${city} ${index}`,
      intro: html(random, 250),
      description: html(random, between(random, 1200, 3000)),
      report: '',
      startDateTime: `${start.toISOString().slice(0, 10)}T${pad(hour)}:00`,
      endTime: `${pad(hour + between(random, 3, 8))}:00`,
      distances: pick(random, ['6 - 12 - 18 km', '5 - 10 - 15 - 21 km', '7 - 14 - 21 - 28 km', '50 - 100 km']),
      location: { ...address(random), city, postalCode, lat: 51 + random() * 0.2, lon: 2.9 + random() * 0.4 },
      countParticipants: start.getTime() < now ? between(random, 80, 1500) : null,
      bannerImageId: ids.banners[index] ?? null,
      photobookImageIds: [] as number[],
      published: random() < 0.95,
      own,
      euraudax,
      isPast: start.getTime() < now,
    };
  });
  const pastOwn = walks.filter((walk) => walk.own && walk.isPast);
  ids.walkPhotos.forEach((imageId, i) => pastOwn[i % pastOwn.length]?.photobookImageIds.push(imageId));
  for (const walk of pastOwn) walk.report = html(random, between(random, 600, 1500));
  return walks.map(({ isPast: _isPast, ...walk }) => walk);
}

export function pageData(index: number, total: number, random: Random, ids: ImageIdPlan) {
  return {
    title: `Infopagina ${index + 1}`,
    link: `infopagina-${index + 1}`,
    metaDescription: 'Alles over de club, de tochten en het lidmaatschap.',
    contentHtml: html(random, between(random, 2000, 6000)),
    // All but the last two are published: a club keeps a draft or two.
    published: index < total - 2,
    photobookImageIds: ids.pagePhotos.slice(index * 5, index * 5 + 5),
  };
}

export function newsletterData(index: number, random: Random, images: readonly { uuid: string }[]) {
  const created = new Date(Date.UTC(2020, index, 1, 9, 0, 0)).toISOString();
  return {
    title: `Nieuwsbrief ${index + 1}`,
    intro: html(random, 300),
    outro: html(random, 150),
    published: random() < 0.9,
    creationTimestamp: created,
    updateTimestamp: created,
    blocks: Array.from({ length: between(random, 3, 6) }, (_, order) => ({
      id: order + 1,
      imageId: random() < 0.7 ? pick(random, images).uuid : null,
      text: html(random, 600),
      order,
    })),
  };
}
