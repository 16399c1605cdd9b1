import { ApiError } from '../../../lib/api-client';

/** The admin info pages' Dutch texts (SPEC §2 "Admin info pages", §8 "Info admin"). */
export const pagesTexts = {
  listTitle: 'Info-pagina’s',
  newPage: 'Nieuwe pagina',
  editTitle: 'Pagina bewerken',
  backToList: '← Terug naar de info-pagina’s',
  loading: 'Laden…',
  columns: { published: 'Gepubliceerd', title: 'Titel', link: 'Link', actions: 'Acties' },
  publishedLabel: (title: string) => `Gepubliceerd: ${title}`,
  edit: 'Bewerken',
  delete: 'Verwijderen',
  empty: 'Geen paginas gevonden.',
  confirmDelete: 'Weet je zeker dat je deze pagina wilt verwijderen?',
  success: 'Actie succesvol uitgevoerd.',
  loadListFailed: "Kon pagina's niet laden",
  retry: 'Opnieuw proberen',
  deleteFailed: 'Verwijderen mislukt',
  toggleFailed: 'Publicatie wijzigen mislukt',
  loadFailed: 'Laden mislukt',
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

/** SPEC §8: the screen's text, followed by the server's own sentence when there is one. */
export function failureText(text: string, error: unknown): string {
  const message = error instanceof ApiError ? error.message.trim() : '';
  return message ? `${text}: ${message}` : text;
}
