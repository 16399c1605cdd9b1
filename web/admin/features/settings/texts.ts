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
