/** The screen 'Berichten': the contact form's messages. Our own Dutch, in the admin screens' tone. */
export const messagesTexts = {
  title: 'Berichten',
  intro: 'Berichten die bezoekers via het contactformulier sturen, de nieuwste eerst.',
  /** How long they are kept, from the settings ('Bewaartermijnen'). */
  retention: (months: number) =>
    `Een bericht wordt ${months === 1 ? '1 maand' : `${months} maanden`} na ontvangst vanzelf verwijderd. ` +
    'Die termijn stel je in bij Admin, onder Bewaartermijnen.',
  viewsLabel: 'Weergave',
  inbox: 'Inbox',
  archive: 'Archief',
  unreadCount: (count: number) => (count === 1 ? '1 ongelezen' : `${count} ongelezen`),
  emptyInbox: 'Geen berichten in de inbox.',
  emptyArchive: 'Geen gearchiveerde berichten.',
  listLabel: (view: string) => `Berichten: ${view}`,
  unread: 'Ongelezen',
  messageTitle: (name: string) => `Bericht van ${name}`,
  from: 'Van',
  received: 'Ontvangen',
  reply: 'Beantwoorden',
  replyHint: 'Opent je e-mailprogramma met een antwoord aan de afzender.',
  toArchive: 'Archiveren',
  toInbox: 'Terug naar inbox',
  markUnread: 'Markeer als ongelezen',
  delete: 'Verwijderen',
  confirmDelete: (name: string) => `Weet je zeker dat je het bericht van ${name} wilt verwijderen?`,
  archived: 'Bericht gearchiveerd.',
  restored: 'Bericht staat terug in de inbox.',
  markedUnread: 'Bericht gemarkeerd als ongelezen.',
  deleted: 'Bericht verwijderd.',
  loading: 'Berichten laden…',
  /** Followed by ': ' and the server's reason (failureText). */
  loadFailed: 'Kon de berichten niet laden',
  writeFailed: 'Wijzigen van het bericht mislukt',
  deleteFailed: 'Verwijderen mislukt',
  /** A write answered with nothing although it succeeded. */
  emptyAnswer: 'de server gaf een leeg antwoord.',
  /** The reply's subject when the message begins with no words to quote. */
  replySubject: (clubName: string) => `Uw bericht aan ${clubName}`,
  /** The line above the quoted message in the reply. */
  quoteHeader: (when: string, name: string) => `Op ${when} schreef ${name}:`,
  quoteCut: '[…]',
} as const;
