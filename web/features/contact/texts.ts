import { pageHeadTexts } from '../../../server/contracts/page-heads';

/** Dutch texts of the contact page (SPEC §2 "Contact", §8); the field messages sit in contactMessageSchema. */
export const contactTexts = {
  ...pageHeadTexts.contact,
  intro: 'Heeft u een vraag over onze wandeltochten of over de club? Stuur ons een bericht.',
  requiredNote: 'Velden met * zijn verplicht.',
  name: 'Naam',
  email: 'E-mail',
  text: 'Bericht',
  submit: 'Stuur bericht',
  sending: 'Versturen…',
  sent: 'Bedankt om ons te contacteren! We nemen zo spoedig mogelijk contact met u op.',
  failed: 'Er is iets misgelopen bij het verzenden. Probeer later opnieuw.',
  network: 'Netwerkfout. Probeer later opnieuw.',
} as const;
