import { auditKindLabels, type AuditKind } from '../../../../server/contracts/audit';

/** The Logboek screen: who did what in the admin, for beheerders. */
export const auditTexts = {
  title: 'Logboek',
  intro: 'Wie wat deed in het beheer, de laatste 24 maanden. Het logboek kan niet gewijzigd worden.',
  filters: {
    person: 'Wie',
    everyone: 'Iedereen',
    kind: 'Soort',
    everyKind: 'Alle soorten',
    from: 'Van',
    to: 'Tot en met',
    clear: 'Filters wissen',
  },
  columns: { at: 'Wanneer', who: 'Wie', kind: 'Soort', what: 'Wat' },
  caption: 'Het logboek, nieuwste eerst',
  resultCount: (total: number) => (total === 1 ? '1 vermelding' : `${total} vermeldingen`),
  empty: 'Nog niets in het logboek.',
  emptyFiltered: 'Geen vermeldingen voor deze filters.',
  /** No admin was signed in: a command on the server, or a sign-in with an unknown address. */
  noOne: 'Niemand aangemeld',
  records: (shown: string, count: number, more: number) =>
    more > 0 ? `${shown} en ${more} meer (${count} in totaal)` : shown,
  fields: 'Velden',
  pagination: 'Paginering van het logboek',
  loadFailed: 'Het logboek kon niet geladen worden',
  unexpected: 'Het antwoord van de server over het logboek is onverwacht.',
  /** Offline with no copy of this page: reading the log needs the server. */
  offlineNothing:
    'Deze pagina van het logboek werd nog niet geladen. Het logboek lezen kan alleen met een internetverbinding.',
  offlineCopy: 'Je bent offline: dit is het logboek zoals het laatst geladen werd.',
} as const;

export const kindLabel = (kind: AuditKind) => auditKindLabels[kind];

/** The collections by their file names, as the admin knows them; another shows as it is named. */
export const collectionLabels: Record<string, string> = {
  applications: 'Aanvragen',
  'contact-messages': 'Berichten',
  credentials: 'Beheerders',
  events: 'Wandeltochten',
  images: "Foto's",
  members: 'Leden',
  'member-imports': 'Imports',
  'member-mailings': 'Mails aan leden',
  'newsletter-jobs': 'Verzendingen van nieuwsbrieven',
  newsletters: 'Nieuwsbrieven',
  pages: 'Info-pagina’s',
  settings: 'Instellingen',
};
