import type { MemberData, MemberRole } from '../contracts';
import type { Store } from '../store';
import type { SeedImages } from './images';
import type { Hair } from './portrait';
import { seededRandom, seedOf } from './random';

type MemberSeed = {
  first: string;
  last: string;
  born: string;
  gender: 'male' | 'female' | 'x';
  home: [street: string, houseNumber: string, city: string];
  role?: MemberRole;
  /** Board or helper title. */
  title?: string;
  order?: number;
  euraudaxTitle?: string;
  /** Members with a photo on the public pages. */
  photo?: Hair;
  email?: string;
  active?: false;
  paid?: false;
  comments?: string;
};

const postalCodes: Record<string, string> = {
  Torhout: '8820',
  Wingene: '8750',
  Zwevezele: '8750',
  Zedelgem: '8210',
  Veldegem: '8210',
  Aartrijke: '8211',
  Lichtervelde: '8810',
  Ruddervoorde: '8020',
  Oostkamp: '8020',
  Hertsberge: '8020',
  Kortemark: '8610',
  Ichtegem: '8480',
  Eernegem: '8480',
  'Sint-Joris': '8730',
};

const adminEmail = 'secretariaat@example.be';

const members: MemberSeed[] = [
  {
    first: 'Marc',
    last: 'Vandenbussche',
    born: '1958-03-14',
    gender: 'male',
    home: ['Bruggestraat', '112', 'Torhout'],
    role: 'BOARDMEMBER',
    title: 'Voorzitter',
    order: 0,
    photo: 'short',
  },
  {
    first: 'Rita',
    last: 'Declercq',
    born: '1962-09-02',
    gender: 'female',
    home: ['Zedelgemstraat', '17', 'Aartrijke'],
    role: 'BOARDMEMBER',
    title: 'Ondervoorzitter',
    order: 1,
    photo: 'long',
  },
  {
    first: 'Ann',
    last: 'Vermeersch',
    born: '1971-06-23',
    gender: 'female',
    home: ['Stationsstraat', '48', 'Zedelgem'],
    role: 'BOARDMEMBER',
    title: 'Secretaris',
    order: 2,
    photo: 'long',
    email: adminEmail,
  },
  {
    first: 'Dirk',
    last: 'Goethals',
    born: '1965-11-30',
    gender: 'male',
    home: ['Torhoutstraat', '9', 'Lichtervelde'],
    role: 'BOARDMEMBER',
    title: 'Penningmeester',
    order: 3,
    photo: 'short',
  },
  {
    first: 'Koen',
    last: 'Dewulf',
    born: '1979-02-18',
    gender: 'male',
    home: ['Ruddervoordestraat', '77', 'Wingene'],
    role: 'BOARDMEMBER',
    title: 'Bestuurslid',
    order: 4,
    photo: 'short',
  },
  {
    first: 'Geert',
    last: 'Vanhoutte',
    born: '1960-05-09',
    gender: 'male',
    home: ['Koekelarestraat', '40', 'Ichtegem'],
    role: 'AID',
    title: 'Parcoursbouwer',
    photo: 'short',
  },
  {
    first: 'Martine',
    last: 'Coucke',
    born: '1957-12-01',
    gender: 'female',
    home: ['Kortrijkstraat', '10', 'Ruddervoorde'],
    role: 'AID',
    title: 'Bevoorrading',
    photo: 'long',
  },
  {
    first: 'Hilde',
    last: 'Vanneste',
    born: '1968-08-17',
    gender: 'female',
    home: ['Handzamestraat', '14', 'Kortemark'],
    role: 'AID',
    title: 'Inschrijvingen',
    photo: 'long',
  },
  {
    first: 'Pieter',
    last: 'Lannoo',
    born: '1986-04-27',
    gender: 'male',
    home: ['Oostendestraat', '59', 'Torhout'],
    role: 'AID',
    title: 'Fotograaf',
    photo: 'short',
  },
  {
    first: 'Roger',
    last: 'Debruyne',
    born: '1952-07-05',
    gender: 'male',
    home: ['Hoogstraat', '31', 'Zwevezele'],
    role: 'EURAUDAX',
    euraudaxTitle: 'Kapitein',
    photo: 'short',
  },
  {
    first: 'Luc',
    last: 'Verhaeghe',
    born: '1961-10-12',
    gender: 'male',
    home: ['Kortrijksestraat', '88', 'Oostkamp'],
    euraudaxTitle: 'Wegkapitein',
    photo: 'short',
  },
  {
    first: 'Greta',
    last: 'Dhondt',
    born: '1964-01-21',
    gender: 'female',
    home: ['Rijselstraat', '12', 'Veldegem'],
    euraudaxTitle: 'Secretaris Euraudax',
    photo: 'long',
  },
  {
    first: 'Noël',
    last: 'Ghesquière',
    born: '1949-12-24',
    gender: 'male',
    home: ['Lichterveldestraat', '3', 'Torhout'],
    role: 'HELPINGMEMBER',
    comments: 'Steunt de club met de soep op elke eigen tocht.',
  },
  {
    first: 'Godelieve',
    last: 'Decoene',
    born: '1947-03-08',
    gender: 'female',
    home: ['Marktplein', '6', 'Lichtervelde'],
    role: 'HELPINGMEMBER',
  },
  {
    first: 'Annie',
    last: 'Vandamme',
    born: '1955-02-11',
    gender: 'female',
    home: ['Kortemarkstraat', '18', 'Torhout'],
  },
  { first: 'Jozef', last: 'Verbeke', born: '1950-06-30', gender: 'male', home: ['Eernegemstraat', '4', 'Aartrijke'] },
  {
    first: 'Christiane',
    last: 'Soenen',
    born: '1959-09-19',
    gender: 'female',
    home: ['Torhoutsestraat', '101', 'Zedelgem'],
    paid: false,
  },
  { first: 'Patrick', last: 'Degryse', born: '1963-04-03', gender: 'male', home: ['Beernemsestraat', '15', 'Wingene'] },
  { first: 'Sofie', last: 'Vanparys', born: '1984-08-08', gender: 'female', home: ['Kerkstraat', '22', 'Oostkamp'] },
  {
    first: 'Bart',
    last: 'Deschacht',
    born: '1975-11-14',
    gender: 'male',
    home: ['Bruggestraat', '44', 'Ruddervoorde'],
    paid: false,
  },
  { first: 'Katrien', last: 'Lefevere', born: '1978-05-26', gender: 'female', home: ['Dorpsstraat', '6', 'Veldegem'] },
  {
    first: 'Filip',
    last: 'Demeulenaere',
    born: '1969-01-07',
    gender: 'male',
    home: ['Zeeweg', '60', 'Torhout'],
    comments: 'Wil graag helpen bij het pijlen zetten.',
  },
  {
    first: 'Nathalie',
    last: 'Vansteenkiste',
    born: '1973-10-29',
    gender: 'female',
    home: ['Zuidstraat', '33', 'Lichtervelde'],
  },
  {
    first: 'Stefaan',
    last: 'Beernaert',
    born: '1966-03-22',
    gender: 'male',
    home: ['Torhoutstraat', '71', 'Kortemark'],
    paid: false,
  },
  { first: 'Veerle', last: 'Claeys', born: '1981-07-15', gender: 'female', home: ['Kasteelstraat', '5', 'Ichtegem'] },
  { first: 'Wim', last: 'Buyse', born: '1958-12-12', gender: 'male', home: ['Oostendestraat', '120', 'Eernegem'] },
  {
    first: 'Inge',
    last: 'Depoorter',
    born: '1970-02-28',
    gender: 'female',
    home: ['Lichterveldestraat', '19', 'Zwevezele'],
    paid: false,
  },
  { first: 'Frank', last: 'Vyncke', born: '1954-09-09', gender: 'male', home: ['Kapellestraat', '27', 'Hertsberge'] },
  { first: 'Carine', last: 'Seynaeve', born: '1956-06-18', gender: 'female', home: ['Rijselstraat', '14', 'Torhout'] },
  {
    first: 'Eddy',
    last: 'Vandeputte',
    born: '1953-08-01',
    gender: 'male',
    home: ['Sint-Jorisstraat', '30', 'Sint-Joris'],
    active: false,
    paid: false,
    comments: 'Verhuisd naar de kust.',
  },
  { first: 'Lieve', last: 'Wyffels', born: '1961-04-16', gender: 'female', home: ['Molenstraat', '3', 'Wingene'] },
  {
    first: 'Tom',
    last: 'Hollevoet',
    born: '1988-11-03',
    gender: 'male',
    home: ['Groenestraat', '52', 'Zedelgem'],
    paid: false,
  },
  { first: 'Els', last: 'Dejonghe', born: '1990-01-25', gender: 'female', home: ['Oostendestraat', '9', 'Aartrijke'] },
  {
    first: 'Jens',
    last: 'Decock',
    born: '1995-05-12',
    gender: 'male',
    home: ['Vredelaan', '4', 'Torhout'],
    paid: false,
  },
  {
    first: 'Febe',
    last: 'Lievens',
    born: '1998-09-30',
    gender: 'female',
    home: ['Stationsstraat', '16', 'Oostkamp'],
    paid: false,
  },
  { first: 'Sam', last: 'Vanlerberghe', born: '1992-03-17', gender: 'x', home: ['Sparrenlaan', '3', 'Ruddervoorde'] },
  {
    first: 'Jan',
    last: 'Tanghe',
    born: '1948-10-20',
    gender: 'male',
    home: ['Statiestraat', '27', 'Lichtervelde'],
    active: false,
    paid: false,
  },
  {
    first: 'Marleen',
    last: 'Devriendt',
    born: '1960-07-07',
    gender: 'female',
    home: ['Markt', '11', 'Kortemark'],
    active: false,
    paid: false,
  },
  {
    first: 'Robin',
    last: 'Moerman',
    born: '1987-12-19',
    gender: 'x',
    home: ['Bruggestraat', '66', 'Ichtegem'],
    paid: false,
  },
  {
    first: 'Ria',
    last: 'Pattyn',
    born: '1952-04-04',
    gender: 'female',
    home: ['Loppemsestraat', '40', 'Zedelgem'],
    active: false,
    paid: false,
  },
];

const domains = ['example.be', 'example.com', 'example.org'];

/** "voornaam.achternaam", without accents or spaces. */
function handle(member: MemberSeed): string {
  return `${member.first}.${member.last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.-]/g, '');
}

/** A Belgian mobile number in the usual spelling, the same one every time. */
function phone(member: MemberSeed): string {
  const rng = seededRandom(seedOf(handle(member)));
  const pairs = Array.from({ length: 3 }, () => String(rng.int(0, 99)).padStart(2, '0'));
  return `04${rng.pick(['70', '71', '72', '73', '75', '76', '77', '78', '79', '86', '94', '96', '98'])} ${pairs.join(' ')}`;
}

function toMemberData(member: MemberSeed, index: number, photoImageId: number | null): MemberData {
  const [street, houseNumber, city] = member.home;
  const postalCode = postalCodes[city];
  if (!postalCode) throw new Error(`Geen postcode voor ${city}.`);
  return {
    firstName: member.first,
    lastName: member.last,
    dateOfBirth: member.born,
    email: member.email ?? `${handle(member)}@${domains[index % domains.length]}`,
    phoneNumber: phone(member),
    gender: member.gender,
    comments: member.comments ?? null,
    active: member.active ?? true,
    role: member.role ?? 'MEMBER',
    boardTitle: member.title ?? null,
    boardMemberSortOrder: member.order ?? null,
    photoImageId,
    euraudax: member.euraudaxTitle !== undefined,
    euraudaxTitle: member.euraudaxTitle ?? null,
    address: { street, houseNumber, busNumber: null, city, postalCode, country: 'België' },
    paid: member.paid ?? true,
    clubportaal: null,
    finished: false,
    memberSince: null,
    erasedAt: null,
    newsletterUnsubscribed: false,
  };
}

/** Forty members: board, helpers, the Euraudax crew, supporters and walkers. Answers the demo admin's id. */
export async function seedMembers(store: Store, images: SeedImages): Promise<number> {
  const photos = members.map((member) =>
    member.photo ? images.portrait(`${handle(member).replace('.', '-')}.jpg`, member.photo) : null,
  );
  let adminId: number | undefined;
  for (const [index, member] of members.entries()) {
    const photo = await photos[index];
    const record = await store.members.create(toMemberData(member, index, photo?.id ?? null));
    if (record.email === adminEmail) adminId = record.id;
  }
  if (adminId === undefined) throw new Error('De demobeheerder ontbreekt in de seed.');
  return adminId;
}
