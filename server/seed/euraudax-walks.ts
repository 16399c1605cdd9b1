import { sharedVenues } from './venues';
import type { WalkSeed } from './walk-seed';

const torhout = {
  name: 'Cultuurcentrum De Brouckere',
  street: 'Aartrijkestraat',
  houseNumber: '11',
  postalCode: '8820',
  city: 'Torhout',
  lat: 51.0657,
  lon: 3.1018,
};

/** The club's Euraudax tours: long distances walked together at a steady pace. */
export const euraudaxWalks: WalkSeed[] = [
  {
    name: 'Euraudax 50 km Houtland',
    weeks: -9,
    start: '07:00',
    end: '17:30',
    distances: '50',
    own: true,
    euraudax: true,
    participants: 46,
    photos: 3,
    venue: torhout,
    intro:
      '<p>Vijftig kilometer in groep, op het vaste Euraudax-tempo van 6 km per uur, onder leiding van onze kapitein.</p>',
    description:
      "<p>Bij Euraudax wandel je niet op je eentje: de groep blijft samen achter de kapitein, die het tempo bewaakt. Elk uur volgt een korte pauze, 's middags een langere.</p>" +
      '<ul><li>Tempo: <strong>6 km/u</strong>, in groep</li><li>Brevet voor wie de volledige afstand uitstapt</li><li>Vooraf inschrijven bij de secretaris Euraudax</li></ul>',
    report:
      '<p><strong>46 stappers</strong> haalden samen de aankomst in Torhout, sommigen voor hun allereerste Euraudax-brevet.</p>' +
      '<p>Proficiat aan iedereen, en dank aan de wegkapiteins voor de veilige begeleiding op de drukkere wegen.</p>',
  },
  {
    name: 'Euraudax 100 km Wijnendale–Oostkamp',
    weeks: 9,
    weekday: 6,
    start: '20:00',
    end: '18:00',
    distances: '100',
    own: true,
    euraudax: true,
    venue: sharedVenues.wijnendale,
    intro: '<p>De koninginnenrit van het jaar: honderd kilometer, van zaterdagavond tot zondagavond.</p>',
    description:
      '<p>We vertrekken op zaterdagavond en stappen door de nacht naar Oostkamp en terug. Onderweg zijn er bevoorradingen en bij zonsopgang een warm ontbijt.</p>' +
      '<ul><li>Enkel voor wandelaars met een Euraudax-brevet van minstens 50 km</li><li>Fluohesje en hoofdlamp verplicht</li><li>Een volgwagen met EHBO rijdt mee</li></ul>',
  },
  {
    name: 'Euraudax 25 en 50 km Vrijgeweid',
    weeks: 15,
    start: '07:00',
    end: '17:30',
    distances: '25, 50',
    own: true,
    euraudax: true,
    venue: sharedVenues.ruddervoorde,
    intro: '<p>Een Euraudax-tocht om kennis te maken: 25 km in de voormiddag, of de volle 50 km.</p>',
    description:
      '<p>Ideaal om Euraudax te leren kennen. De 25 km eindigt rond de middag; wie de 50 km stapt, trekt na de middagpauze verder door de bossen van het Vrijgeweid.</p>' +
      '<ul><li>Tempo 6 km/u, in groep achter de kapitein</li><li>Een brevet voor elke afstand</li></ul>',
  },
];
