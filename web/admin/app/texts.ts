import type { DashboardCountKey } from '../../../server/contracts/dashboard';
import { pageHeadTexts } from '../../../server/contracts/page-heads';

/** The admin shell's Dutch texts (SPEC §2 "Admin login", "Admin layout", §8). Feature texts sit beside each feature; the words the features share, in ../components/texts.ts. */
export const adminTexts = {
  areaTitle: pageHeadTexts.admin.title,
  areaDescription: pageHeadTexts.admin.description,
  sidebarLabel: 'Beheer',
  /** The sidebar's button on a phone, where the menu folds away under it. */
  menu: 'Menu',
  /** The sum of the badges beside that button, for a screen reader. */
  menuBadges: (n: number) => (n === 1 ? '1 melding' : `${n} meldingen`),
  /** A badge beside a screen's label, as a screen reader says it ("Aanvragen, 3 nieuwe"). */
  badges: {
    applications: (n: number) => `${n} nieuwe`,
    messages: (n: number) => `${n} ongelezen`,
    failedMail: (n: number) => `${n} niet verzonden`,
    membersWithoutEmail: (n: number) => `${n} zonder e-mailadres`,
    walksWithoutReport: (n: number) => `${n} zonder verslag of foto's`,
  } satisfies Record<DashboardCountKey, (n: number) => string>,
  defaultUserName: 'User',
  userMenuLabel: (name: string) => `Gebruikersmenu van ${name}`,
  changePassword: 'Wachtwoord wijzigen',
  profile: 'Profiel',
  sessions: 'Aangemeld op',
  logOut: 'Log out',
  toPublicSite: 'Naar de website',
  skipToContent: 'Naar de inhoud',
  checking: 'Aanmelding controleren…',
  /** The user menu's line with the signed-in admin's role. */
  roleLine: (role: string) => `Rol: ${role}`,
  /** A screen the admin's role may not use, opened by a direct link (or a role changed meanwhile). */
  noAccess: {
    title: 'Geen toegang',
    text: (role: string, screen: string) =>
      `Je rol (${role}) geeft geen toegang tot ${screen}. Vraag een Beheerder als je dit nodig hebt.`,
    /** A screen without a label of its own, nor one above it. */
    thisPart: 'dit deel van het beheer',
    unknownRole: 'Je rol is nog niet bekend op dit toestel. Maak verbinding met het internet en probeer opnieuw.',
    toDashboard: 'Naar het dashboard',
  },
  login: {
    title: 'Aanmelden',
    heading: 'Aanmelden voor het beheer',
    username: 'Gebruikersnaam',
    usernameHint: 'Je e-mailadres',
    password: 'Wachtwoord',
    submit: 'Login',
    busy: 'Aanmelden…',
    failed: 'Ongeldige e-mail of wachtwoord.',
    network: 'Kon niet verbinden met de server.',
    forgotPassword: 'Wachtwoord vergeten?',
  },
  /** The second step of a sign-in with two-step verification. */
  loginCode: {
    heading: 'Code uit je authenticator-app',
    intro: 'Open de authenticator-app op je gsm en typ de code van 6 cijfers die daar bij de club staat.',
    code: 'Code',
    recoveryIntro: 'Typ een van je herstelcodes. Elke herstelcode werkt maar één keer.',
    recoveryCode: 'Herstelcode',
    useRecovery: 'Een herstelcode gebruiken',
    useApp: 'De code uit je app gebruiken',
    back: 'Opnieuw beginnen',
    submit: 'Aanmelden',
    busy: 'Controleren…',
  },
  twoStepMenu: 'Tweestapsverificatie',
} as const;
