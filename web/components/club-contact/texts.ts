/** Dutch texts of the club's contact details and privacy statement (settings: contact, texts.privacy). */
export const clubContactTexts = {
  contactDetails: 'Contactgegevens',
  address: 'Adres',
  email: 'E-mail',
  phone: 'Telefoon',
  elsewhere: 'Volg ons',
  facebook: 'Facebook',
  instagram: 'Instagram',
  strava: 'Strava',
  website: 'Website',
  privacy: 'Privacyverklaring',
  /** Near the contact and membership forms' button, with the last word as the link to the statement. */
  privacyNote: { before: 'Lees hoe we met uw gegevens omgaan in onze ', link: 'privacyverklaring', after: '.' },
};
