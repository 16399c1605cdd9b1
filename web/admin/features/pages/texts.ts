/** The admin info pages' Dutch texts (SPEC §2 "Admin info pages", §8 "Info admin"). */
export const pagesTexts = {
  listTitle: 'Info-pagina’s',
  newPage: 'Nieuwe pagina',
  editTitle: 'Pagina bewerken',
  backToList: '← Terug naar de info-pagina’s',
  columns: { published: 'Gepubliceerd', title: 'Titel', link: 'Link', actions: 'Acties' },
  publishedLabel: (title: string) => `Gepubliceerd: ${title}`,
  empty: 'Geen paginas gevonden.',
  confirmDelete: 'Weet je zeker dat je deze pagina wilt verwijderen?',
  success: 'Actie succesvol uitgevoerd.',
  loadListFailed: "Kon pagina's niet laden",
  deleteFailed: 'Verwijderen mislukt',
  toggleFailed: 'Publicatie wijzigen mislukt',
  loadFailed: 'Laden mislukt',
  /** SPEC §8: a page answer that is empty although the call succeeded. */
  emptyPageAnswer:
    'Laden van pagina mislukt: de server gaf een leeg antwoord, ook al was de aanvraag succesvol. Dit kan een fout in de API zijn.',
  saveFailed: 'Opslaan mislukt',
  fields: {
    published: 'Gepubliceerd',
    title: 'Titel',
    link: 'Link',
    linkHint: 'bv. info-over-ons',
    metaDescription: 'Meta-beschrijving',
    metaDescriptionHint: 'Optioneel: een korte tekst voor zoekmachines (max. 300 tekens).',
    content: 'Inhoud',
  },
  save: 'Opslaan',
  saving: 'Opslaan…',
} as const;
