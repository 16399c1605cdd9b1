/** The admin shell's Dutch texts (SPEC §2 "Admin login", "Admin layout", §8). Feature texts sit beside each feature. */
export const adminTexts = {
  areaTitle: 'Beheer',
  areaDescription: 'Beheer van de website van de wandelclub.',
  sidebarLabel: 'Beheer',
  nav: {
    dashboard: 'Dashboard',
    info: 'Info',
    walks: 'Wandeltochten',
    members: 'Leden',
    newsletters: 'Nieuwsbrieven',
    admin: 'Admin',
  },
  defaultUserName: 'User',
  userMenuLabel: (name: string) => `Gebruikersmenu van ${name}`,
  changePassword: 'Wachtwoord wijzigen',
  profile: 'Profiel',
  logOut: 'Log out',
  toPublicSite: 'Naar de website',
  skipToContent: 'Naar de inhoud',
  checking: 'Aanmelding controleren…',
  loading: 'Laden…',
  close: 'Sluiten',
  cancel: 'Annuleren',
  delete: 'Verwijderen',
  confirmTitle: 'Bevestigen',
  yes: 'Ja',
  no: 'Nee',
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

/** SPEC §9: a server text longer than this is not shown on the login form. */
export const loginErrorCutoff = 200;
