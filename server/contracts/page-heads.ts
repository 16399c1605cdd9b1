import type { Address } from './common';

/**
 * The title and description of every public page, with the club's name (settings) and nothing
 * else of a particular club: one build serves every club. The server writes them into the HTML it
 * answers (for link previews and search engines, which run no JavaScript) and the app sets the
 * same ones after each navigation, so both read from here.
 */
export const pageHeadTexts = {
  home: {
    description: (clubName: string) =>
      `${clubName} is een wandelclub: eigen wandeltochten, clubnieuws en nieuwsbrieven.`,
  },
  members: {
    title: 'Onze Leden en Bestuur',
    description: (clubName: string) => `Maak kennis met het bestuur, de helpers en de leden van ${clubName}.`,
  },
  ownWalks: {
    title: 'Eigen Wandeltochten',
    description: (clubName: string) =>
      `De eigen wandeltochten van ${clubName}: data, afstanden, startplaats en verslagen.`,
  },
  otherWalks: {
    title: (clubName: string) => `${clubName} op stap`,
    description: (clubName: string) =>
      `Wandeltochten van andere clubs waar ${clubName} mee op stap gaat: data, afstanden en startplaatsen.`,
  },
  walk: {
    notFoundTitle: 'Geen gegevens gevonden',
    notFoundDescription: 'Deze wandeltocht bestaat niet of is niet meer te bekijken.',
    /** When a walk has no intro. */
    fallbackDescription: (name: string, date: string, address: string) =>
      [`${name}: wandeltocht`, date && `op ${date}`, address && `vanuit ${address}`].filter(Boolean).join(' ') + '.',
  },
  newsletters: {
    title: 'Nieuwsbrieven',
    description: (clubName: string) => `Lees de nieuwsbrieven van ${clubName}: clubnieuws, terugblikken en tochten.`,
    feedTitle: (clubName: string) => `Nieuwsbrieven van ${clubName}`,
  },
  newsletter: {
    fallbackTitle: 'Nieuwsbrief',
    fallbackDescription: 'Een nieuwsbrief van de club.',
  },
  infoPage: {
    fallbackTitle: 'Pagina',
    fallbackDescription: 'Informatie over de club.',
  },
  euraudax: {
    title: 'Euraudax',
    description: (clubName: string) =>
      `Euraudax bij ${clubName}: lange afstanden in groep op een vast tempo. Onze kapiteins, de komende tochten en onze geschiedenis.`,
  },
  contact: {
    title: 'Contact',
    description: (clubName: string) =>
      `Neem contact op met ${clubName}: stel uw vraag over onze wandeltochten of over de club.`,
  },
  becomeMember: {
    title: 'Lid worden',
    description: (clubName: string) =>
      `Word lid van ${clubName}: vul het aanvraagformulier in en wandel mee met onze club.`,
  },
  unsubscribe: {
    title: 'Uitschrijven voor de nieuwsbrief',
    description: 'Schrijf je uit voor de nieuwsbrief van de club.',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    description: 'Deze pagina bestaat niet of niet meer.',
  },
  admin: {
    title: 'Beheer',
    description: 'Beheer van de website van de wandelclub.',
  },
} as const;

/**
 * Marks the head tags the server wrote, so the app can take over: at start it drops the ones it
 * renders itself (title, description, robots, feed link), the rest (previews, JSON-LD) once
 * another page opens, as they describe the first one.
 */
export const serverHeadAttribute = 'data-server-head';

/**
 * The document title: the page's own title and the club name, or the club name alone on the home
 * page; without a name yet (the app before its config), the page's title alone.
 */
export function documentTitle(clubName: string, title?: string): string {
  if (!clubName) return title ?? '';
  return title ? `${title} | ${clubName}` : clubName;
}

/** Text cut to about `maxLength` characters on a whole word, for a meta description. */
export function shortText(text: string, maxLength = 160): string {
  // By code points, so an emoji at the cut is not split into half a character.
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  const cut = characters.slice(0, maxLength - 1).join('');
  // End on a whole word where one ends reasonably close to the limit.
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut}…`;
}

let walkDay: Intl.DateTimeFormat | undefined;

/**
 * A walk's start "YYYY-MM-DDTHH:mm" (Belgian wall-clock time) as 'zaterdag 5 december 2026, 09:00',
 * the same in a browser and on the server whatever their time zone; '' when missing or invalid.
 */
export function formatWalkStart(startDateTime: string | null | undefined): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(startDateTime ?? '');
  if (!match) return '';
  const day = new Date(`${match[1]}T00:00:00Z`);
  // Date rolls 31 February over into March: such a date is invalid, not another day.
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== match[1]) return '';
  // Made on first use: most pages never format a walk's date.
  walkDay ??= new Intl.DateTimeFormat('nl-BE', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `${walkDay.format(day)}, ${match[2]}`;
}

/** An address as one line: street, number, box, city, postal code, country, empty parts left out. */
export function joinAddress(address: Partial<Address> | null | undefined): string {
  if (!address) return '';
  return [address.street, address.houseNumber, address.busNumber, address.city, address.postalCode, address.country]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(', ');
}
