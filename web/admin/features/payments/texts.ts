/** The screen 'Betalingen': the treasurer's view of the members; our own Dutch. */
export const paymentTexts = {
  title: 'Betalingen',
  intro:
    'Vink aan wie het lidgeld betaald heeft. Je ziet hier alleen de naam, het e-mailadres en of iemand actief lid is.',
  search: 'Zoek op naam',
  filter: { label: 'Betaald', all: 'Alle', ja: 'Betaald', nee: 'Niet betaald' },
  summary: (paid: number, total: number) => `${paid} van ${total} leden betaald.`,
  shown: (shown: number) => (shown === 1 ? '1 lid getoond.' : `${shown} leden getoond.`),
  tableCaption: 'Leden en hun betaling',
  columns: { name: 'Naam', email: 'E-mail', active: 'Actief', paid: 'Betaald' },
  yes: 'Ja',
  no: 'Nee',
  noEmail: 'geen e-mailadres',
  empty: 'Geen leden gevonden.',
  /** The checkbox's name for a screen reader; the visible column header says 'Betaald'. */
  paidLabel: (name: string) => `Betaald: ${name}`,
  saved: (name: string, paid: boolean) => `${name}: ${paid ? 'betaald' : 'niet betaald'}.`,
  queued: (name: string, paid: boolean) =>
    `${name}: ${paid ? 'betaald' : 'niet betaald'}. Bewaard op dit toestel; het wordt opgeslagen zodra er weer verbinding is.`,
  loadFailed: 'Kon de betalingen niet laden',
  /** Followed by ': ' and the server's reason (failureText). */
  saveFailed: 'Opslaan van de betaling mislukt',
} as const;

export type PaidFilter = '' | 'ja' | 'nee';
