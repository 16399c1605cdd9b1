/** Dutch texts of the photo carousel and lightbox (SPEC §2 "Photo carousel and lightbox"). */
export const photoGalleryTexts = {
  roleDescription: 'carrousel',
  galleryLabel: (label: string) => `Foto's: ${label}`,
  photoAlt: (position: number, total: number, label: string) => `Foto ${position} van ${total}: ${label}`,
  enlarge: ' (vergroten)',
  previousPage: "Vorige foto's",
  nextPage: "Volgende foto's",
  shown: (positions: number[], total: number) =>
    `Foto's ${positions.slice(0, -1).join(', ')} en ${positions.at(-1) ?? ''} van ${total}`,
  lightboxLabel: (label: string) => `Foto's: ${label}`,
  caption: (position: number, total: number) => `Foto ${position} van ${total}`,
  previous: 'Vorige foto',
  next: 'Volgende foto',
  close: 'Sluiten',
};
