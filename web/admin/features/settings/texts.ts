/** SPEC §2 "Admin settings ('Beheer administrators')", §4 and §8; texts the spec leaves open are our own. */
export const settingsTexts = {
  title: 'Beheer administrators',
  intro: 'Een nieuwe admin krijgt een wachtwoord per e-mail. Wie geen admin meer is, kan zich niet meer aanmelden.',
  loading: 'Leden laden…',
  loadFailed: 'Kon leden niet laden',
  search: 'Zoek op naam',
  filter: 'Toon',
  filters: { all: 'Alle', admins: 'Admins', others: 'Geen admin' },
  columns: { name: 'Naam', email: 'E-mail', admin: 'Admin', action: 'Actie' },
  tableCaption: 'Leden en hun adminrechten',
  yes: 'JA',
  no: 'NEE',
  noEmail: 'geen e-mailadres',
  empty: 'Geen leden gevonden.',
  promote: 'Maak admin',
  demote: 'Verwijder admin',
  /** The visible text stays at the start of the accessible name (WCAG 2.5.3 label in name). */
  promoteLabel: (name: string) => `Maak admin: ${name}`,
  demoteLabel: (name: string) => `Verwijder admin: ${name}`,
  promoted: 'Lid is admin gemaakt. Een e-mail met wachtwoord werd verstuurd.',
  demoted: 'Admin rechten verwijderd. Nieuw wachtwoord ingesteld (geen e-mail verzonden).',
  /** Followed by ': ' and the server's reason (failureText). */
  changeFailed: 'Wijzigen van de adminrechten mislukt',
} as const;

export type AdminFilter = keyof typeof settingsTexts.filters;

/** The administrators and their roles, in the tab 'Beheerders'; our own Dutch. */
export const adminRoleTexts = {
  rolesTitle: 'Rollen',
  /** One line per role, what it may do (docs/decisions/029-admin-roles.md). */
  roles: {
    beheerder: 'Alles, ook de instellingen, de beheerders en de back-ups.',
    secretariaat: 'Leden, aanvragen, berichten, importeren en privacyverzoeken.',
    penningmeester: 'De namen van de leden en hun betalingen; geen adressen of geboortedata.',
    redactie: "Wandeltochten, infopagina's, nieuwsbrieven en foto's; geen persoonsgegevens van leden.",
  },
  adminsTitle: 'Administrators',
  adminsCaption: 'Administrators en hun rol',
  columns: { name: 'Naam', email: 'E-mail', role: 'Rol', twoStep: 'Tweede stap', signedIn: 'Aangemeld' },
  you: '(jij)',
  twoStepOn: 'Aan',
  twoStepOff: 'Uit',
  /** How many devices are signed in now, and when one was last used. */
  devices: (n: number) => (n === 1 ? 'Op 1 toestel' : `Op ${n} toestellen`),
  lastSeen: (when: string) => `laatst ${when}`,
  notSignedIn: 'Niet aangemeld',
  roleLabel: (name: string) => `Rol van ${name}`,
  saveRole: 'Rol opslaan',
  saveRoleLabel: (name: string) => `Rol opslaan: ${name}`,
  roleChanged: (name: string, role: string) => `${name} heeft nu de rol ${role}.`,
  /** Followed by ': ' and the server's reason (failureText), e.g. the last Beheerder. */
  roleFailed: 'Wijzigen van de rol mislukt',
  endSessions: 'Alle sessies beëindigen',
  endSessionsLabel: (name: string) => `Alle sessies beëindigen: ${name}`,
  confirmEndSessions: (name: string) =>
    `Alle sessies van ${name} beëindigen? ${name} moet zich daarna op elk toestel opnieuw aanmelden.`,
  sessionsEnded: (name: string) => `${name} is op elk toestel afgemeld.`,
  sessionsFailed: 'Beëindigen van de sessies mislukt',
  loading: 'Administrators laden…',
  loadFailed: 'Kon de administrators niet laden',
  membersTitle: 'Leden admin maken',
  /** The role a member gets with 'Maak admin'. */
  newRole: 'Rol voor een nieuwe admin',
  newRoleHint: 'Een nieuwe admin krijgt deze rol. Je kunt die later hierboven wijzigen.',
} as const;

/** The screen 'Instellingen' (issue "Club settings"): the club's own data, texts and contact; our own Dutch. */
export const clubSettingsTexts = {
  title: 'Instellingen',
  intro:
    'Maak de website eigen aan je club: naam, kleur, logo, teksten en contactgegevens. Wijzigingen staan op de website zodra je ze opslaat.',
  preview: 'Bekijk de website',
  newTab: ' (opent in een nieuw tabblad)',
  tabsLabel: 'Onderdelen van de instellingen',
  sections: {
    club: 'Club',
    texts: 'Teksten',
    contact: 'Contact',
    membership: 'Lidmaatschap',
    retention: 'Bewaartermijnen',
    security: 'Beveiliging',
    backup: 'Back-up',
    admins: 'Beheerders',
  },
  loading: 'Instellingen laden…',
  loadFailed: 'Kon de instellingen niet laden',
  club: {
    name: 'Clubnaam',
    shortName: 'Korte naam',
    shortNameHint: 'De naam onder het pictogram van de geïnstalleerde app op een gsm.',
    tagline: 'Slogan',
    themeColor: 'Themakleur',
    themeColorHex: 'Themakleur als hexcode',
    themeColorHint: 'Bv. #2f6b3a. Knoppen en de kop van de website krijgen deze kleur, met witte tekst erop.',
    foundingYear: 'Opgericht in (jaartal)',
    foundingMembers: 'Aantal stichtende leden',
    volunteers: 'Aantal vrijwilligers',
    statHint: 'Zoals op de clubpagina, bv. 12 of 60+.',
  },
  logo: {
    legend: 'Logo',
    file: 'Logo kiezen',
    preview: 'Voorbeeld van het logo',
    remove: 'Logo verwijderen',
    notAnImage: 'Kies een afbeelding.',
  },
  heroImage: {
    legend: 'Hoofdfoto van de startpagina',
    file: 'Hoofdfoto kiezen',
    preview: 'Voorbeeld van de hoofdfoto',
    remove: 'Hoofdfoto verwijderen',
    notAnImage: 'Kies een afbeelding.',
  },
  textsIntro: 'Open een tekst om hem te bewerken.',
  texts: {
    welcome: 'Welkomsttekst (home)',
    clubIntro: 'Inleiding clubpagina (woord van de voorzitter)',
    euraudaxHistory: 'Geschiedenis Euraudax',
    ownWalks: 'Inleiding eigen wandeltochten',
    expect: 'Wat te verwachten',
    bring: 'Wat heb je nodig',
    membership: 'Tekst lidmaatschap',
    footer: 'Voettekst',
    privacy: 'Privacyverklaring',
  },
  contact: {
    address: 'Adres',
    email: 'E-mailadres op de website',
    phone: 'Telefoon',
    facebook: 'Facebook (link)',
    instagram: 'Instagram (link)',
    strava: 'Strava (link)',
    website: 'Website (link)',
    linkHint: 'De volledige link, bv. https://www.facebook.com/onzeclub. Leeg laten als de club er niet is.',
  },
  membership: {
    yearlyFee: 'Lidgeld per jaar (euro)',
    yearlyFeeHint: 'Bv. 15 of 12,50. Leeg laten als er geen lidgeld is.',
    iban: 'Rekeningnummer (IBAN)',
    bic: 'BIC',
    accountHolder: 'Rekeninghouder',
  },
  retention: {
    intro:
      'Hoe lang de club aanvragen en berichten bijhoudt. Daarna worden ze vanzelf verwijderd, ' +
      'zodat er niet meer persoonsgegevens blijven dan nodig.',
    applicationMonths: 'Behandelde aanvragen',
    applicationMonthsHint:
      'Aantal maanden na de beslissing (aanvaard of geweigerd); daarna wordt de aanvraag verwijderd.',
    messageMonths: 'Contactberichten',
    messageMonthsHint: 'Aantal maanden na ontvangst; daarna wordt het bericht verwijderd.',
  },
  security: {
    intro: 'Hoe beheerders zich aanmelden.',
    requireTwoStep: 'Tweestapsverificatie verplicht voor alle beheerders',
    requireTwoStepHint:
      'Na het wachtwoord vraagt het beheer dan ook een code uit een authenticator-app. ' +
      'Wie ze nog niet ingesteld heeft, moet dat eerst doen bij de volgende aanmelding.',
  },
  save: 'Opslaan',
  saving: 'Opslaan…',
  saved: 'Instellingen opgeslagen.',
  queued: 'Instellingen bewaard op dit toestel. Ze worden opgeslagen zodra er weer verbinding is.',
  checkFields: 'Nog niet opgeslagen: verbeter eerst de velden met een foutmelding.',
  saveFailed: 'Opslaan mislukt',
  reload: 'Nieuwste versie laden',
} as const;

export type SettingsSection = keyof typeof clubSettingsTexts.sections;
/** The tabs of the settings form; the others have their own actions. */
export type FormSection = Exclude<SettingsSection, 'admins' | 'backup'>;
export const isFormSection = (section: SettingsSection): section is FormSection =>
  section !== 'admins' && section !== 'backup';

/** The tab 'Back-up' (issue "Running it for real"): the last backup, and a fresh one to download. */
export const backupTexts = {
  title: 'Back-up',
  intro:
    "Een back-up bevat alle gegevens van de club (leden, wandeltochten, pagina's, nieuwsbrieven, instellingen) " +
    "en alle foto's, in één .tar.gz-bestand. Bewaar het op een veilige plaats: het bevat de persoonsgegevens van alle leden.",
  restoreHint:
    'Een back-up terugzetten gebeurt op de server, met npm run admin -- restore <bestand> (zie de installatiehandleiding).',
  last: (when: string, size: string) => `Laatste back-up: ${when} (${size})`,
  none: 'Nog geen back-up gemaakt.',
  loading: 'Laatste back-up opzoeken…',
  loadFailed: 'Kon de laatste back-up niet opzoeken',
  download: 'Nieuwe back-up downloaden',
  downloading: 'Back-up wordt gemaakt…',
  downloaded: 'De back-up is gedownload.',
  /** Followed by ': ' and the server's reason (failureText). */
  failed: 'Downloaden van de back-up mislukt',
} as const;
