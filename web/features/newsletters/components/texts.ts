/** Dutch texts of the newsletters (SPEC §2 "Newsletters", §8), letter for letter where the spec gives them. */
export const newsletterTexts = {
  listTitle: 'Nieuwsbrieven',
  listDescription: (clubName: string) => `Lees de nieuwsbrieven van ${clubName}: clubnieuws, terugblikken en tochten.`,
  listLoading: 'Nieuwsbrieven laden…',
  empty: 'Er zijn momenteel geen nieuwsbrieven beschikbaar.',
  errorTitle: 'Oeps! Er is iets misgegaan.',
  listError: 'Fout bij het ophalen van nieuwsbrieven.',
  readMore: 'Lees meer',
  /** Only for screen readers: the link names the newsletter it opens. */
  readMoreAbout: (title: string) => ` over ${title}`,
  backToList: '← Terug naar overzicht',
  detailTitle: 'Nieuwsbrief',
  detailLoading: 'Nieuwsbrief laden…',
  detailError: 'Fout bij het ophalen van de nieuwsbrief.',
  detailDescription: 'Een nieuwsbrief van de club.',
  publishedOn: 'Gepubliceerd op:',
};
