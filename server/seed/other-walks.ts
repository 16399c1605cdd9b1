import type { WalkSeed } from './walk-seed';

/** Walks of other clubs in the region that our members like to join. */
export const otherWalks: WalkSeed[] = [
  {
    name: 'Boslandtocht Wijnendale',
    weeks: 4,
    start: '07:30',
    end: '16:00',
    distances: '4, 8, 12, 16, 20',
    own: false,
    venue: {
      name: 'OC Ichtegem',
      street: 'Engelstraat',
      houseNumber: '2',
      postalCode: '8480',
      city: 'Ichtegem',
      lat: 51.0933,
      lon: 3.014,
    },
    intro: '<p>Een tocht van WSV De Kadees door het bos van Wijnendale en de velden rond Ichtegem.</p>',
    description:
      '<p>Deze tocht wordt georganiseerd door <strong>WSV De Kadees</strong>. Onze leden stappen graag mee: spreek af aan de start en wandel samen.</p>' +
      '<ul><li>Inschrijving ter plaatse</li><li>Rustposten in het bos en aan de kerk van Eernegem</li></ul>',
  },
  {
    name: 'Sint-Jorisse Bossentocht',
    weeks: 8,
    start: '08:00',
    end: '16:00',
    distances: '6, 12, 18',
    own: false,
    venue: {
      name: 'Parochiezaal Sint-Joris',
      street: 'Sint-Jorisstraat',
      houseNumber: '52',
      postalCode: '8730',
      city: 'Sint-Joris',
      lat: 51.123,
      lon: 3.352,
    },
    intro: '<p>Door de uitgestrekte bossen van het Bulskampveld, op de grens van het Houtland.</p>',
    description:
      '<p>Een organisatie van <strong>Wandelclub De Veldstappers</strong>. Het parcours loopt door het provinciaal domein Bulskampveld en de bossen rond Sint-Joris.</p>' +
      '<ul><li>Zachte bospaden, weinig verharding</li><li>Picknickplaatsen onderweg</li></ul>',
  },
  {
    name: 'Veldegemse Kouterwandeling',
    weeks: 16,
    start: '08:00',
    end: '15:30',
    distances: '5, 10, 15',
    own: false,
    venue: {
      name: 'Gemeentelijke basisschool Veldegem',
      street: 'Zedelgemsestraat',
      houseNumber: '2',
      postalCode: '8210',
      city: 'Veldegem',
      lat: 51.1047,
      lon: 3.1612,
    },
    intro: '<p>Een gezellige kouterwandeling met vertrek in de dorpsschool van Veldegem.</p>',
    description:
      '<p>Georganiseerd door <strong>WSV Veldegem Stapt</strong>. Korte, vlakke afstanden, ideaal voor gezinnen en beginnende wandelaars.</p>' +
      '<ul><li>Speelhoek aan de start</li><li>Kinderwagens kunnen mee op de 5 km</li></ul>',
  },
  {
    name: 'Oostkampse Kastelentocht',
    weeks: -3,
    start: '07:30',
    end: '16:00',
    distances: '6, 12, 20, 30',
    own: false,
    participants: 780,
    venue: {
      name: 'Sporthal Oostkamp',
      street: 'Sportlaan',
      houseNumber: '5',
      postalCode: '8020',
      city: 'Oostkamp',
      lat: 51.1543,
      lon: 3.2338,
    },
    intro: '<p>Langs de kastelen en kasteelparken van Oostkamp.</p>',
    description:
      '<p>Een organisatie van <strong>De Oostkampse Trekkers</strong>. Oostkamp telt verrassend veel kastelen; deze tocht passeert er een handvol, waaronder Erkegem en Gruuthuse.</p>' +
      '<ul><li>Vier afstanden, tot 30 km</li><li>Rustposten in kasteelhoeves</li></ul>',
  },
  {
    name: 'Eernegemse Kapelletjestocht',
    weeks: -12,
    start: '08:00',
    end: '16:00',
    distances: '6, 11, 17',
    own: false,
    participants: 455,
    venue: {
      name: 'Parochiezaal Eernegem',
      street: 'Kerkplein',
      houseNumber: '4',
      postalCode: '8480',
      city: 'Eernegem',
      lat: 51.129,
      lon: 3.0305,
    },
    intro: '<p>Van kapelletje naar kapelletje over de landwegen van Eernegem.</p>',
    description:
      '<p>Een organisatie van <strong>WSV De Zandhoeve</strong>. Onderweg kom je meer dan tien wegkapelletjes tegen, elk met een bordje over hun geschiedenis.</p>' +
      '<ul><li>Rustpost in een hoeve</li><li>Gratis koffie voor wie met de fiets komt</li></ul>',
  },
  {
    name: 'Hertsbergse Pannenkoekentocht',
    weeks: -26,
    start: '08:00',
    end: '16:00',
    distances: '5, 10, 15, 20',
    own: false,
    participants: 612,
    venue: {
      name: 'OC Hertsberge',
      street: 'Kapellestraat',
      houseNumber: '3',
      postalCode: '8020',
      city: 'Hertsberge',
      lat: 51.1072,
      lon: 3.2625,
    },
    intro: '<p>Door de velden van Hertsberge, met pannenkoeken op elke rustpost.</p>',
    description:
      '<p>Georganiseerd door <strong>Wandelvrienden Hertsberge</strong>. De naam zegt het al: op elke rustpost staan verse pannenkoeken klaar.</p>' +
      '<ul><li>Afstanden van 5 tot 20 km</li><li>De opbrengst gaat naar de plaatselijke jeugdbeweging</li></ul>',
  },
];
