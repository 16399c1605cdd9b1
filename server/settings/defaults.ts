import type { SettingsData } from '../contracts';
import { withoutLeadingArticle } from '../images/app-icon-paths';

/** The theme colour of a club that has not chosen one: a forest green with 6.4:1 contrast to white text. */
export const defaultThemeColour = '#2f6b3a';

/** The demo club's name when CLUB_NAME gives none (SEED=demo); its manifest keeps the build's screenshots of it. */
export const demoClubName = 'De Houtlandstappers';

/** The name of a club that has not given one (SEED=none without CLUB_NAME, before the setup). */
export const unnamedClub = 'Onze wandelclub';

/** Chromium shows a short_name up to about this length under an app icon without cutting it. */
const shortNameLength = 15;

/**
 * The name under the installed app's icon: the club name without a leading article, and when still
 * long, its first words up to about 15 characters (a single long word stays whole: cutting it helps no one).
 */
export function shortNameOf(clubName: string): string {
  const name = withoutLeadingArticle(clubName);
  if (name.length <= shortNameLength) return name;
  const words = name.split(/\s+/);
  let short = words[0] ?? name;
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > shortNameLength) break;
    short = `${short} ${word}`;
  }
  return short;
}

/** Handled applications and contact messages are kept a year unless the club says otherwise. */
export const defaultRetention = { applicationMonths: 12, messageMonths: 12 } as const;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The settings of a new club (SEED=none): its name, and plain Dutch texts that say nothing the club
 * has not said. The admin's Instellingen screen replaces them; empty texts leave their block out.
 */
export function neutralSettings(clubName: string): SettingsData {
  const name = clubName.trim() || unnamedClub;
  const html = escapeText(name);
  return {
    club: {
      name,
      shortName: shortNameOf(name),
      tagline: '',
      themeColor: defaultThemeColour,
      logoImageId: null,
      heroImageId: null,
      foundingYear: null,
      foundingMembers: '',
      volunteers: '',
    },
    texts: {
      welcome: `<p>Welkom bij ${html}! Hier vind je onze wandeltochten, ons clubnieuws en onze nieuwsbrieven.</p>`,
      clubIntro: '',
      euraudaxHistory: '',
      ownWalks: '',
      expect: '',
      bring: '',
      membership: `<p>Wilt u lid worden van ${html}? Vul dit formulier in; een bestuurslid neemt daarna contact met u op.</p>`,
      footer: '',
      privacy:
        `<p>${html} bewaart de gegevens van haar leden (naam, adres, geboortedatum, e-mail en telefoon) ` +
        'enkel om de ledenlijst bij te houden, het lidgeld te innen en de nieuwsbrief te versturen. ' +
        'Ze worden niet aan derden doorgegeven.</p>' +
        '<p>Je kan je gegevens altijd inkijken, laten verbeteren of laten wissen: vraag het via de contactpagina. ' +
        'Je kan je ook met één klik uitschrijven voor de nieuwsbrief, via de link onderaan elke nieuwsbrief.</p>',
    },
    contact: { address: '', email: '', phone: '', facebook: '', instagram: '', strava: '', website: '' },
    membership: { yearlyFee: null, iban: '', bic: '', accountHolder: '' },
    retention: defaultRetention,
    security: { requireTwoStep: false },
  };
}
