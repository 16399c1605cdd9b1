/** Dutch texts of the map (its own chunk; shared by pages that show a start place). */
export const walkMapTexts = {
  mapLabel: 'Kaart van de startplaats',
  marker: 'Startplaats',
  zoomIn: 'Inzoomen',
  zoomOut: 'Uitzoomen',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap-bijdragers</a>',
};
