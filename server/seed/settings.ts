import type { SettingsData } from '../contracts';
import { escapeHtml } from '../infra/escape-html';
import { defaultRetention, defaultThemeColour, demoClubName, shortNameOf } from '../settings/defaults';
import { privacyHtml } from './pages';

export { demoClubName };

/** The club name after the article "de" in a sentence: 'welkom bij de Houtlandstappers', not 'de De …'. */
const afterArticle = (clubName: string) => clubName.replace(/^de\s+/i, '');

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/**
 * The demo club's settings: the texts of the spec (SPEC §1, §2 "Home", "Members / club page",
 * "Walk lists", "Euraudax page"), which used to be written into the web app.
 */
export function demoSettings(clubName: string, images: { logoImageId: number | null; heroImageId: number | null }) {
  const club = escapeHtml(clubName);
  const settings: SettingsData = {
    club: {
      name: clubName,
      shortName: shortNameOf(clubName),
      tagline: 'Wandelclub uit het Houtland',
      themeColor: defaultThemeColour,
      ...images,
      foundingYear: 2025,
      foundingMembers: '8',
      volunteers: '50+',
    },
    texts: {
      welcome: paragraphs(
        `Welkom bij ${club}! Wij zijn een wandelclub uit het Houtland, opgericht in 2025, en organiseren elk jaar minstens twee eigen wandeltochten. Daarnaast trekken we samen naar wandeltochten van andere clubs in de streek.`,
      ),
      clubIntro: paragraphs(
        'Beste wandelvrienden,',
        `Van harte welkom bij ${club}! Onze club werd in 2025 opgericht door een groep vrienden met één gedeelde liefde: wandelen door het Houtland. Elk jaar organiseren we minstens twee eigen wandeltochten langs de mooiste plekjes van onze streek, met goed bepijlde routes, een warm onthaal en een drankje en een hapje aan democratische prijzen.`,
        'Achter elke tocht staat een ploeg van bestuursleden, helpers en vrijwilligers die er met veel goesting hun vrije tijd in steken. Op deze pagina stellen we ze graag aan je voor. Heb je een vraag, een idee of wil je een handje toesteken? Spreek ons gerust aan op een tocht of stuur ons een berichtje.',
        'Tot binnenkort, op een van onze wandelingen!',
        '<em>De voorzitter</em>',
      ),
      euraudaxHistory: paragraphs(
        'Het verhaal van onze Euraudax-werking begint in 1982. Een groepje stappers uit Torhout en omstreken was gebeten door de audaxformule: lange afstanden, altijd samen in groep, op een vast tempo achter een kapitein. Datzelfde jaar richtten ze hun eigen Euraudax-club op, met één doel: zulke tochten ook in het Houtland organiseren.',
        'In 1983 was het zover: de eerste eigen tochten vertrokken. Wat begon met een handvol enthousiastelingen, groeide al snel uit tot een vaste afspraak voor wandelaars van heinde en ver die in onze streek hun brevet kwamen halen.',
        'Doorheen de jaren gaven verschillende voorzitters en bestuursploegen elkaar de fakkel door. Elke nieuwe ploeg bracht eigen ideeën en nieuwe kapiteins mee, maar de kern bleef dezelfde: samen vertrekken en samen aankomen. Vandaag maakt de Euraudax-ploeg deel uit van onze club.',
        'Ook de startplaats verhuisde af en toe. De eerste tochten vertrokken vanuit een parochiezaal in het centrum van Torhout; later volgden scholen, sporthallen en zalen in Wijnendale, Oostkamp en Zedelgem. Zo leerden de deelnemers telkens een ander stukje Houtland kennen.',
        'Vandaag organiseren we elk jaar 5 tochten, van 25 tot 100 kilometer, in het voorjaar, de zomer en het najaar. Ook de nachtelijke 100 km blijft een vaste waarde. Iedereen die goed te been is, is welkom om mee te stappen.',
      ),
      ownWalks: paragraphs(
        `${club} organiseert elk jaar minstens twee eigen wandeltochten in het Houtland. Iedereen is welkom, lid of niet.`,
      ),
      expect: list(
        'Drank en eten aan democratische prijzen.',
        'Bepijlde routes langs de mooiste plekjes van de streek.',
      ),
      bring: list(
        'Goed humeur.',
        'Stevige wandelschoenen en aangepaste kledij.',
        'Respect voor de vrijwilligers die de tocht mogelijk maken.',
      ),
      membership: paragraphs(
        `Wilt u lid worden van ${club}? Vul dit formulier in; een bestuurslid neemt daarna contact met u op.`,
      ),
      footer: paragraphs(`${escapeHtml(afterArticle(clubName))}: wandelen in het Houtland sinds 2025.`),
      privacy: privacyHtml,
    },
    contact: {
      address: 'Markt 1, 8820 Torhout',
      email: 'secretariaat@example.be',
      phone: '050 12 34 56',
      facebook: 'https://www.facebook.com/example',
      instagram: '',
      strava: 'https://www.strava.com/clubs/example',
      website: '',
    },
    membership: {
      yearlyFee: 15,
      iban: 'BE68 5390 0754 7034',
      bic: 'GKCCBEBB',
      accountHolder: clubName,
    },
    retention: defaultRetention,
    security: { requireTwoStep: false },
  };
  return settings;
}

/** The demo club's logo: a walker's boot on a green disc, drawn at 512 px. */
export function demoLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#ffffff"/>
  <circle cx="256" cy="256" r="240" fill="${defaultThemeColour}"/>
  <path d="M150 330 L200 170 L290 170 L300 250 L370 280 Q395 292 392 330 Z" fill="#f3f6f2"/>
  <rect x="140" y="330" width="262" height="28" rx="10" fill="#1f4a27"/>
  <path d="M205 200 H282 M200 225 H285" stroke="#1f4a27" stroke-width="10" stroke-linecap="round"/>
</svg>`;
}
