import type { NewsletterData } from '../contracts';
import type { Store } from '../store';
import type { SeedImages } from './images';

type BlockSeed = { text: string; image?: string };

type NewsletterSeed = {
  title: string;
  /** Days before today it was written; the announced walks still lie ahead of that day. */
  daysAgo: number;
  published: boolean;
  intro: string;
  blocks: BlockSeed[];
  outro: string;
};

const greeting = '<p>Sportieve groeten,<br>het bestuur</p>';

const newsletters: NewsletterSeed[] = [
  {
    title: 'Welkom aan onze nieuwe leden',
    daysAgo: 80,
    published: true,
    intro:
      '<p>Beste wandelvrienden,</p><p>De club groeit! In deze nieuwsbrief blikken we terug op de Meersentocht en kijken we vooruit naar de Euraudax-tocht van 50 km.</p>',
    blocks: [
      {
        image: 'nieuwsbrief-meersentocht.jpg',
        text: '<h2>Terugblik: Zedelgemse Meersentocht</h2><p>Meer dan vijfhonderd wandelaars trotseerden de ochtendregen. Het kasteelpark van Loppem was de fotostop van de dag, en de pannenkoeken in Veldegem waren op voor de middag.</p>',
      },
      {
        text: '<h2>Welkom!</h2><p>Sinds de vorige nieuwsbrief sloten <strong>negen nieuwe leden</strong> aan. Welkom in de club! Stel je gerust voor aan de inschrijvingstafel op onze volgende tocht.</p>',
      },
      {
        text: '<h2>Euraudax 50 km</h2><p>Onze kapitein Roger zoekt stappers voor de Euraudax-tocht van 50 km met start in Torhout. Je wandelt in groep op 6 km per uur. Inschrijven kan bij Greta, onze secretaris Euraudax.</p>',
      },
    ],
    outro: greeting,
  },
  {
    title: 'De Molentocht komt eraan',
    daysAgo: 37,
    published: true,
    intro:
      '<p>Beste leden,</p><p>Binnenkort stappen we door Lichtervelde. Lees ook hoe onze Euraudax-stappers het stelden op hun 50 km.</p>',
    blocks: [
      {
        image: 'nieuwsbrief-molentocht.jpg',
        text: '<h2>Lichterveldse Molentocht</h2><p>Vier afstanden, van 6 tot 22 km, langs molens, hoeves en kerkwegels. Start in zaal Sint-Jacob. Breng gerust familie en buren mee!</p>',
      },
      {
        image: 'nieuwsbrief-euraudax-50.jpg',
        text: '<h2>Euraudax 50 km: 46 brevetten</h2><p>Zesenveertig stappers haalden samen de aankomst in Torhout. Voor een aantal onder hen was het hun allereerste Euraudax-brevet. Proficiat!</p>',
      },
      {
        text: '<h2>Helpende handen gezocht</h2><p>Voor de Molentocht zoeken we nog mensen voor:</p><ul><li>pijlen zetten op zaterdag</li><li>de rustpost in de hoeve</li><li>de afwas op zondagnamiddag</li></ul><p>Laat het weten aan Martine.</p>',
      },
      {
        text: '<p>Nog geen lidgeld betaald? Schrijf <strong>€ 15</strong> over op BE68 5390 0754 7034, dan blijf je verzekerd op al je tochten.</p>',
      },
    ],
    outro: greeting,
  },
  {
    title: 'Op naar de Kasteeltocht',
    daysAgo: 7,
    published: true,
    intro:
      '<p>Beste wandelvrienden,</p><p>De Molentocht ligt achter ons en de Kasteeltocht in Wijnendale staat voor de deur.</p>',
    blocks: [
      {
        image: 'nieuwsbrief-terugblik-molentocht.jpg',
        text: '<h2>Bedankt!</h2><p>Met 412 wandelaars was de Lichterveldse Molentocht een schot in de roos. Dank aan alle vrijwilligers: zonder jullie geen tocht.</p>',
      },
      {
        image: 'nieuwsbrief-kasteeltocht.jpg',
        text: '<h2>Kasteeltocht Wijnendale</h2><p>Onze volgende eigen tocht vertrekt in de parochiezaal van Wijnendale, met afstanden van 6 tot 24 km door het bos en langs het kasteel. Leden betalen <strong>€ 2</strong>.</p>',
      },
      {
        text: '<h2>Samen naar de Boslandtocht</h2><p>Twee weken later stappen we samen mee op de Boslandtocht van WSV De Kadees. Afspraak om 9 uur aan de start in Ichtegem.</p>',
      },
    ],
    outro: `<p>Tot op de tocht!</p>${greeting}`,
  },
  {
    title: 'Klaar voor de 100 km?',
    daysAgo: 2,
    published: false,
    intro: '<p>Beste Euraudax-stappers,</p><p>De 100 km van Wijnendale naar Oostkamp en terug komt in zicht.</p>',
    blocks: [
      {
        text: '<h2>Praktisch</h2><p>Start op zaterdagavond om 20 uur in de parochiezaal van Wijnendale. Fluohesje en hoofdlamp zijn verplicht.</p>',
      },
      {
        text: '<h2>Trainen</h2><p>Elke woensdagavond stappen we 15 km vanaf de kerk van Torhout. <em>Data nog aan te vullen.</em></p>',
      },
    ],
    outro: '<p>Groeten,<br>de kapitein</p>',
  },
];

/** Three sent newsletters spread over the last months, and a draft being written. */
export async function seedNewsletters(store: Store, images: SeedImages, now: Date): Promise<void> {
  const pictures = newsletters.map((newsletter) =>
    newsletter.blocks.map((block) => (block.image ? images.landscape(block.image) : null)),
  );
  for (const [index, newsletter] of newsletters.entries()) {
    const blockImages = await Promise.all(pictures[index]!);
    const created = new Date(now.getTime() - newsletter.daysAgo * 86_400_000);
    created.setUTCHours(18, 30, 0, 0); // Written in the evening, Belgian time.
    // A few hours of proofreading before it went out.
    const updated = new Date(created.getTime() + (newsletter.published ? 3 : 26) * 3_600_000);
    const data: NewsletterData = {
      title: newsletter.title,
      intro: newsletter.intro,
      outro: newsletter.outro,
      published: newsletter.published,
      creationTimestamp: created.toISOString(),
      updateTimestamp: updated.toISOString(),
      blocks: newsletter.blocks.map((block, i) => ({
        id: i + 1,
        imageId: blockImages[i]?.uuid ?? null,
        text: block.text,
        order: i + 1,
      })),
    };
    await store.newsletters.create(data);
  }
}
