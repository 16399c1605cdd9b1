import { pageHeadTexts } from '../../../../server/contracts/page-heads';

/** Dutch texts of the unsubscribe page (SPEC §2 "Unsubscribe", §8), letter for letter where the spec gives them. */
export const unsubscribeTexts = {
  ...pageHeadTexts.unsubscribe,
  validating: 'Valideren...',
  invalid: 'Ongeldige of verlopen link. Neem contact op met ons indien dit een vergissing is.',
  contact: 'Contact opnemen',
  question: 'Wil je je uitschrijven voor de nieuwsbrief?',
  explanation: 'Je krijgt dan geen nieuwsbrieven meer per e-mail. Je lidmaatschap blijft gewoon behouden.',
  confirm: 'Uitschrijven',
  busy: 'Bezig...',
  cancel: 'Annuleren',
  confirmed: 'Je bent succesvol uitgeschreven voor de nieuwsbrief. Je blijft wel actief lid.',
  error: 'Er ging iets mis bij het uitschrijven. Probeer later opnieuw.',
  backHome: 'Terug naar de startpagina',
};
