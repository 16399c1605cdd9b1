import { pageHeadTexts } from '../../../server/contracts/page-heads';

/** The admin shell's Dutch texts (SPEC §2 "Admin login", "Admin layout", §8). Feature texts sit beside each feature; the words the features share, in ../components/texts.ts. */
export const adminTexts = {
  areaTitle: pageHeadTexts.admin.title,
  areaDescription: pageHeadTexts.admin.description,
  sidebarLabel: 'Beheer',
  defaultUserName: 'User',
  userMenuLabel: (name: string) => `Gebruikersmenu van ${name}`,
  changePassword: 'Wachtwoord wijzigen',
  profile: 'Profiel',
  logOut: 'Log out',
  toPublicSite: 'Naar de website',
  skipToContent: 'Naar de inhoud',
  checking: 'Aanmelding controleren…',
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
  },
} as const;
