/** Texts of the shared admin components, and the words every admin feature uses (SPEC §2, §8). */
export const componentTexts = {
  loading: 'Laden…',
  page: (current: number, total: number) => `Pagina ${current} van ${total}`,
  previous: 'Vorige',
  next: 'Volgende',
  pagination: 'Paginering',
  retry: 'Opnieuw proberen',
  /** SPEC §8, the admin helpers' message for a publish call answered with nothing. */
  emptyPublishAnswer: 'Empty response from server while toggling publish',
  close: 'Sluiten',
  cancel: 'Annuleren',
  edit: 'Bewerken',
  delete: 'Verwijderen',
  confirmTitle: 'Bevestigen',
  yes: 'Ja',
  no: 'Nee',
  photobook: 'Fotoboek',
  addPhotos: "Foto's toevoegen",
  uploading: "Foto's uploaden…",
  uploadFailed: 'Upload mislukt',
  photoAlt: (n: number) => `Foto ${n}`,
  photoUrl: (n: number) => `Afbeeldings-URL van foto ${n}`,
  removePhoto: (n: number) => `Verwijder foto ${n}`,
  /** On a list row with a write in the outbox (ARCHITECTURE.md "Offline"). */
  pendingMark: 'Wacht op verbinding',
  /** On a row whose queued write stopped at a conflict or a refusal: the dialog waits for the admin. */
  blockedMark: 'Wacht op jouw keuze',
  /** Beside actions that cannot wait in the outbox (sending a newsletter, admin rights) while offline. */
  needsConnection: 'Alleen met een internetverbinding.',
  /** SPEC §5: a new password typed twice, wherever an admin chooses one. */
  passwordMismatch: 'Wachtwoorden komen niet overeen.',
  /** The way on from a screen outside the shell whose link no longer works. */
  toLogin: 'Naar de aanmelding',
} as const;
