import type { PageData } from '../contracts';
import { escapeHtml } from '../infra/escape-html';
import type { Store } from '../store';
import type { SeedImages } from './images';

type PageSeed = Omit<PageData, 'photobookImageIds'> & { photos?: number };

const mailSecretariaat = '<a href="mailto:secretariaat@example.be">secretariaat@example.be</a>';

/** The demo club's privacy statement: an info page, and the statement in its settings. */
export const privacyHtml =
  '<h2>Welke gegevens bewaren we?</h2>' +
  '<p>Voor het ledenbeheer bewaren we je naam, adres, geboortedatum, e-mailadres, telefoonnummer en of je lidgeld betaald is. We gebruiken die gegevens alleen voor de werking van de club: de ledenlijst, de verzekering en de nieuwsbrief.</p>' +
  '<h2>Wie ziet ze?</h2>' +
  '<p>Alleen de bestuursleden die het ledenbeheer doen. Op de website tonen we enkel naam, functie, e-mailadres, telefoonnummer en foto van bestuursleden, helpers en Euraudax-verantwoordelijken, met hun toestemming.</p>' +
  '<h2>Nieuwsbrief</h2>' +
  '<p>Leden krijgen onze nieuwsbrief per e-mail. Onderaan elke nieuwsbrief staat een link om je uit te schrijven.</p>' +
  '<h2>Je rechten</h2>' +
  '<ul><li>Je mag je gegevens altijd inkijken en laten verbeteren.</li><li>Wie geen lid meer is, kan vragen om zijn gegevens te wissen.</li></ul>' +
  `<p>Stuur je vraag naar ${mailSecretariaat}.</p>`;

function pages(club: string): PageSeed[] {
  // The club name comes from config; inside HTML it must stay text.
  const clubHtml = escapeHtml(club);
  return [
    {
      title: 'Onze geschiedenis',
      link: 'geschiedenis',
      metaDescription: `Hoe ${club} ontstond, en de Euraudax-traditie die we sinds 1982 voortzetten.`,
      published: true,
      photos: 4,
      contentHtml:
        '<h2>Van een idee tot een club</h2>' +
        `<p>${clubHtml} werd in 2025 opgericht door een groep wandelvrienden uit Torhout en omstreken. Ze stapten al jaren samen mee op tochten van andere clubs en wilden zelf iets teruggeven aan de wandelaars van de streek.</p>` +
        '<p>Vandaag organiseren we <strong>minstens twee eigen wandeltochten per jaar</strong> in het Houtland, het bosrijke hart van West-Vlaanderen tussen Torhout, Wingene en Zedelgem. Daarnaast stappen onze leden het hele jaar door mee op tochten van bevriende clubs.</p>' +
        '<h2>De Euraudax-traditie</h2>' +
        '<p>Heel wat van onze leden komen uit de Euraudax-beweging, die in onze streek een lange traditie heeft. De Euraudax-werking werd in <strong>1982</strong> opgericht; in <strong>1983</strong> vonden de eerste tochten plaats.</p>' +
        '<p>Bij Euraudax wandel je in groep, op een vast tempo van 6 km per uur, achter een kapitein. De afstanden lopen van 25 tot 100 km. Die traditie zetten we voort met <strong>vijf tochten per jaar</strong>.</p>' +
        '<h3>Enkele mijlpalen</h3>' +
        `<ul><li><strong>1982:</strong> oprichting van de Euraudax-werking</li><li><strong>1983:</strong> de eerste Euraudax-tochten</li><li><strong>2025:</strong> oprichting van ${clubHtml}</li></ul>` +
        '<h2>En morgen?</h2>' +
        '<p>We willen een warme club blijven waar iedereen welkom is, jong of oud, snelle stapper of rustige wandelaar. Zin om mee te doen? <a href="/lidworden">Word lid</a>.</p>',
    },
    {
      title: 'Praktische info',
      link: 'praktisch',
      metaDescription: `Lidgeld, verzekering en goede afspraken bij ${club}.`,
      published: true,
      contentHtml:
        '<h2>Lid worden</h2>' +
        '<p>Lid worden kan via het <a href="/lidworden">inschrijvingsformulier</a> op deze website of aan de inschrijvingstafel op een van onze tochten.</p>' +
        '<h3>Lidgeld</h3>' +
        '<ul><li>Individueel lid: <strong>€ 15</strong> per jaar</li><li>Gezinslid op hetzelfde adres: <strong>€ 10</strong> per jaar</li><li>Jongeren onder 18 jaar: gratis</li></ul>' +
        '<p>Betalen kan door overschrijving op rekeningnummer BE68 5390 0754 7034, met vermelding van je naam. Het lidmaatschap loopt per kalenderjaar.</p>' +
        '<h3>Verzekering</h3>' +
        '<p>Als lid ben je verzekerd voor lichamelijke ongevallen tijdens onze eigen tochten en tijdens tochten van andere clubs, ook op weg van en naar huis. Verwittig bij een ongeval zo snel mogelijk het secretariaat.</p>' +
        '<h2>Op de tocht</h2>' +
        '<ul><li>Met je lidkaart betaal je bij de meeste clubs minder inschrijvingsgeld.</li><li>Volg de pijlen en blijf op de paden, zeker in natuurgebieden.</li><li>Neem je afval mee tot de volgende rustpost.</li></ul>' +
        `<h3>Vragen?</h3><p>Mail naar ${mailSecretariaat} of gebruik het <a href="/contact">contactformulier</a>.</p>`,
    },
    {
      title: 'Privacyverklaring',
      link: 'privacy',
      metaDescription: `Welke gegevens ${club} van haar leden bewaart en waarom.`,
      published: true,
      contentHtml: privacyHtml,
    },
    {
      title: 'Vrijwilliger worden',
      link: 'vrijwilligers',
      metaDescription: 'Help mee bij onze wandeltochten.',
      published: false,
      contentHtml:
        '<h2>Help je mee?</h2>' +
        '<p>Een tocht organiseren lukt niet zonder helpende handen. We zoeken mensen voor:</p>' +
        '<ul><li>pijlen zetten en weer weghalen</li><li>de rustposten</li><li>de inschrijvingstafel</li><li>de opbouw en afbraak van de zaal</li></ul>' +
        '<p><em>Tekst nog na te lezen door het bestuur.</em></p>',
    },
  ];
}

/** Three published info pages (history, practical info, privacy) and one draft. */
export async function seedPages(store: Store, images: SeedImages, clubName: string): Promise<void> {
  const seeds = pages(clubName);
  const photobooks = seeds.map((page) =>
    Array.from({ length: page.photos ?? 0 }, (_, i) => images.landscape(`${page.link}-${i + 1}.jpg`)),
  );
  for (const [index, { photos: _photos, ...page }] of seeds.entries()) {
    const photobook = await Promise.all(photobooks[index]!);
    await store.pages.create({ ...page, photobookImageIds: photobook.map((image) => image.id) });
  }
}
