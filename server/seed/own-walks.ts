import { sharedVenues } from './venues';
import type { WalkSeed } from './walk-seed';

/** The club's own walks: three coming up, one draft, five behind us. */
export const ownWalks: WalkSeed[] = [
  {
    name: 'Kasteeltocht Wijnendale',
    weeks: 2,
    start: '08:00',
    end: '16:00',
    distances: '6, 12, 18, 24',
    own: true,
    venue: sharedVenues.wijnendale,
    intro: '<p>Onze volgende tocht brengt je langs het kasteel van Wijnendale en door de bossen van het Houtland.</p>',
    description:
      '<p>Vanuit de parochiezaal stappen we via rustige landwegen naar het kasteel van Wijnendale en het Wijnendalebos. De langere afstanden trekken verder richting Ichtegem en Aartrijke.</p>' +
      '<ul><li><strong>6 km:</strong> vlak en geschikt voor kinderwagens</li><li><strong>12 km:</strong> met rustpost in de schuur van een boerderij</li><li><strong>18 en 24 km:</strong> door het bos en langs de Kasteelhoek, met twee rustposten</li></ul>' +
      '<p>Inschrijven kan ter plaatse van 8 tot 15 uur. Leden betalen <strong>€ 2</strong>, niet-leden <strong>€ 3</strong>. In de zaal en op de rustposten zijn soep, belegde broodjes en pannenkoeken te verkrijgen.</p>',
  },
  {
    name: 'Aartrijkse Veldentocht',
    weeks: 7,
    start: '07:30',
    end: '16:00',
    distances: '5, 10, 15, 21',
    own: true,
    venue: {
      name: 'Parochiezaal Aartrijke',
      street: 'Kerkstraat',
      houseNumber: '3',
      postalCode: '8211',
      city: 'Aartrijke',
      lat: 51.1196,
      lon: 3.0879,
    },
    intro:
      '<p>Een open tocht over de kouters rond Aartrijke, met weidse zichten en een rustpost bij een hoevewinkel.</p>',
    description:
      '<p>Aartrijke ligt op de rand van het Houtland: akkers, weilanden en kleine bosjes wisselen elkaar hier af. We volgen zoveel mogelijk onverharde veldwegen en trage wegen.</p>' +
      '<ul><li>Gele pijlen voor 5 en 10 km, rode pijlen voor 15 en 21 km</li><li>Rustpost bij de hoevewinkel (vanaf 10 km)</li><li>Ruime parking aan de zaal</li></ul>' +
      '<p>Honden zijn welkom aan de leiband. Op de veldwegen kom je met stevige schoenen het best vooruit.</p>',
  },
  {
    name: 'Ruddervoordse Bossentocht',
    weeks: 13,
    start: '08:00',
    end: '16:30',
    distances: '7, 14, 21',
    own: true,
    venue: sharedVenues.ruddervoorde,
    intro: '<p>Schaduwrijke paden door de bossen tussen Ruddervoorde en Hertsberge.</p>',
    description:
      '<p>Vanuit de sporthal duiken we snel het bos in. De paden zijn zacht en schaduwrijk, ideaal voor een warme dag. Na regen kan het hier en daar modderig zijn.</p>' +
      '<h3>Afstanden</h3><ul><li><strong>7 km:</strong> een lus door het dichtstbijzijnde bos</li><li><strong>14 km:</strong> verder richting Hertsberge, met rustpost</li><li><strong>21 km:</strong> de volledige bossenronde, met twee rustposten</li></ul>' +
      '<p>Aan de aankomst wacht een verse kom soep of een frisse pint.</p>',
  },
  {
    name: 'Zwevezeelse Kastelentocht',
    weeks: 19,
    start: '08:00',
    end: '16:00',
    distances: '6, 12, 18',
    own: true,
    published: false,
    venue: {
      name: 'OC Zwevezele',
      street: 'Pittemstraat',
      houseNumber: '2',
      postalCode: '8750',
      city: 'Zwevezele',
      lat: 51.0366,
      lon: 3.2158,
    },
    intro: '<p>In voorbereiding: een tocht langs het kasteel van Zwevezele en over de velden richting Wingene.</p>',
    description:
      '<p>Het parcours wordt nog verkend. De rustpost in Wingene moet nog bevestigd worden.</p>' +
      '<ul><li>Toelating aanvragen bij de gemeente</li><li>Afspraken maken met de uitbater van het OC</li><li>Vrijwilligers zoeken voor de pijlen</li></ul>',
  },
  {
    name: 'Lichterveldse Molentocht',
    weeks: -5,
    start: '07:30',
    end: '15:30',
    distances: '6, 10, 16, 22',
    own: true,
    participants: 412,
    photos: 4,
    venue: {
      name: 'Zaal Sint-Jacob',
      street: 'Kortemarkstraat',
      houseNumber: '14',
      postalCode: '8810',
      city: 'Lichtervelde',
      lat: 51.0334,
      lon: 3.1396,
    },
    intro: '<p>Langs molens, hoeves en kerkwegels rond Lichtervelde.</p>',
    description:
      '<p>We vertrekken in het centrum van Lichtervelde en wandelen via kerkwegels en veldwegen naar de molens en hoeves in de omgeving.</p>' +
      '<ul><li>Alle afstanden passeren de rustpost in een hoeve</li><li>De 22 km loopt een stuk over het grondgebied van Torhout</li></ul>',
    report:
      '<p>Met <strong>412 wandelaars</strong> mogen we spreken van een geslaagde editie. Het weer zat mee en vooral de 16 km viel in de smaak, met de rustpost in de oude hoeve als hoogtepunt.</p>' +
      '<p>Een dikke merci aan de twintig vrijwilligers die pijlen hebben gezet, soep hebben gekookt en de zaal achteraf weer blinkend hebben achtergelaten.</p>',
  },
  {
    name: 'Zedelgemse Meersentocht',
    weeks: -14,
    start: '08:00',
    end: '16:00',
    distances: '5, 12, 18, 25',
    own: true,
    participants: 538,
    photos: 5,
    venue: {
      name: 'Sporthal Zedelgem',
      street: 'Zuidstraat',
      houseNumber: '30',
      postalCode: '8210',
      city: 'Zedelgem',
      lat: 51.1421,
      lon: 3.1379,
    },
    intro: '<p>Langs het kasteel van Loppem en door de groene meersen van Zedelgem.</p>',
    description:
      '<p>Een afwisselende tocht met bos, weiland en een stukje kasteelpark. De 25 km maakt een extra lus via Veldegem.</p>' +
      '<ul><li>Parking op de site van de sporthal</li><li>Rustposten in Loppem en Veldegem</li><li>De 5 km is geschikt voor kinderwagens</li></ul>',
    report:
      '<p>Ondanks een natte ochtend daagden er <strong>538 wandelaars</strong> op. Tegen de middag brak de zon door en werd het kasteelpark van Loppem een geliefde fotostop.</p>' +
      '<p>Op de rustpost in Veldegem gingen meer dan driehonderd pannenkoeken over de toonbank. Volgende keer bakken we er extra!</p>',
  },
  {
    name: 'Wingense Heidetocht',
    weeks: -23,
    start: '08:00',
    end: '16:00',
    distances: '6, 13, 20',
    own: true,
    participants: 367,
    photos: 3,
    venue: {
      name: 'Sporthal Wingene',
      street: 'Oostmolenstraat',
      houseNumber: '60',
      postalCode: '8750',
      city: 'Wingene',
      lat: 51.0579,
      lon: 3.2718,
    },
    intro: '<p>Over heide en door de bossen van Wingene, langs het natuurgebied Gulke Putten.</p>',
    description:
      '<p>Wingene is een van de bosrijkste gemeenten van het Houtland. We wandelen langs het natuurgebied Gulke Putten, waar heide en vennen nog tonen hoe de streek er vroeger uitzag.</p>' +
      '<ul><li>Veel onverharde paden: <strong>stevige schoenen</strong> aanbevolen</li><li>Rustpost aan de rand van het bos</li></ul>',
    report:
      '<p><strong>367 deelnemers</strong> genoten van een frisse, zonnige dag. Op de heide werden zelfs reeën gespot.</p>' +
      '<p>Dank aan de natuurvereniging voor de toelating om door het reservaat te stappen, en aan iedereen die netjes op de paden bleef.</p>',
  },
  {
    name: 'Kortemarkse Handzametocht',
    weeks: -34,
    start: '08:00',
    end: '15:30',
    distances: '6, 12, 18',
    own: true,
    participants: 295,
    venue: {
      name: 'Vrije Basisschool Kortemark',
      street: 'Stationsstraat',
      houseNumber: '25',
      postalCode: '8610',
      city: 'Kortemark',
      lat: 51.0298,
      lon: 3.0427,
    },
    intro: '<p>Langs de Handzamevaart en door de vallei tussen Kortemark en Handzame.</p>',
    description:
      '<p>Een rustige, vlakke tocht door de vallei van de Handzamevaart, met knotwilgen, natte graslanden en veel vogels.</p>' +
      '<ul><li>Een verrekijker meenemen loont</li><li>Rustpost in de parochiezaal van Handzame</li><li>De turnzaal van de school dient als start en aankomst</li></ul>',
  },
  {
    name: 'Houtlandtocht Torhout',
    weeks: -47,
    start: '07:00',
    end: '16:00',
    distances: '6, 12, 18, 24, 30',
    own: true,
    participants: 624,
    photos: 4,
    venue: {
      name: 'Sportcentrum Torhout',
      street: 'Sportpleinstraat',
      houseNumber: '2',
      postalCode: '8820',
      city: 'Torhout',
      lat: 51.0601,
      lon: 3.1052,
    },
    intro: '<p>Onze grote tocht door het hart van het Houtland, met afstanden tot 30 km.</p>',
    description:
      '<p>De Houtlandtocht vertrekt in Torhout en verkent het bos van Wijnendale, de kouters van Aartrijke en de landwegen richting Lichtervelde.</p>' +
      '<ul><li>Vijf afstanden, van een korte gezinswandeling tot 30 km</li><li>Drie rustposten met soep, broodjes en taart</li><li>Een aandenken voor wie de 30 km uitstapt</li></ul>',
    report:
      '<p>Wat een dag! Met <strong>624 wandelaars</strong> was het de drukste tocht sinds de oprichting van onze club. Een honderdtal stappers koos voor de 30 km.</p>' +
      "<p>We kregen veel lof voor de bewegwijzering en de rustposten. De foto's van onze clubfotograaf vind je hieronder.</p>",
  },
];
