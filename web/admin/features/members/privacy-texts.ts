/**
 * The privacy section of the member modal (privacy requests): our own Dutch, in the
 * admin's je-form. Kept apart from texts.ts, which the list screen's words fill.
 */
export const privacyTexts = {
  heading: 'Privacy',
  intro: 'Vraagt een lid welke gegevens de club over hem of haar bijhoudt, of wil het vergeten worden? Dat kan hier.',
  erased: (date: string) =>
    `Dit lid is vergeten op ${date}. Er blijft alleen een anoniem record, zodat de tellingen kloppen.`,
  exportJson: 'Gegevens exporteren als JSON',
  exportHtml: 'Gegevens exporteren als leesbare pagina',
  exporting: 'Exporteren…',
  exportFailed: 'Exporteren mislukt',
  forget: 'Vergeten',
  forgetting: 'Vergeten…',
  forgetFailed: 'Vergeten mislukt',
  dialogTitle: 'Lid vergeten',
  dialogIntro: (name: string) =>
    `Dit wist de persoonsgegevens van ${name} voorgoed. Het lid blijft als "Vergeten lid" in de lijst staan, zodat de tellingen kloppen. Dit kan niet ongedaan gemaakt worden.`,
  whatGoes: 'Wat verdwijnt:',
  fields:
    'naam, geboortedatum, e-mailadres, telefoon, adres, geslacht, opmerkingen, bestuursfunctie, Euraudax-titel en Clubportaal-ID; het lid wordt niet-actief',
  photo: 'de foto, met al zijn bestanden',
  applications: (n: number) => (n === 1 ? '1 aanvraag' : `${n} aanvragen`),
  messages: (n: number) => (n === 1 ? '1 bericht' : `${n} berichten`),
  mails: (n: number) =>
    `${n === 1 ? '1 e-mail' : `${n} e-mails`}: wat nog moet vertrekken, wordt niet meer verstuurd; van de rest blijft alleen dat ze verstuurd zijn`,
  counting: 'Aanvragen, berichten en e-mails tellen…',
  countUnknown: 'de aanvragen, berichten en e-mails van dit lid (het aantal is zonder verbinding niet bekend)',
  administrator:
    'Dit lid is admin en kan niet vergeten worden. Verwijder eerst de adminrechten (Instellingen, Beheerders).',
  queuedNote: 'Zonder verbinding wacht het vergeten tot je weer online bent.',
  confirm: 'Vergeten',
} as const;
