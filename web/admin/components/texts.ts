/** Texts of the shared admin components. */
export const componentTexts = {
  photobook: 'Fotoboek',
  addPhotos: "Foto's toevoegen",
  uploading: "Foto's uploaden…",
  uploadFailed: 'Upload mislukt',
  photoAlt: (n: number) => `Foto ${n}`,
  photoUrl: (n: number) => `Afbeeldings-URL van foto ${n}`,
  removePhoto: (n: number) => `Verwijder foto ${n}`,
  /** On a list row with a write in the outbox (ARCHITECTURE.md "Offline"). */
  pendingMark: 'Wacht op verbinding',
} as const;
