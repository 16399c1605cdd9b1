import { pageHeadTexts } from '../../../server/contracts/page-heads';

/** Dutch texts of the membership page (SPEC §2 "Membership", §8). The browser gives the field messages (SPEC §5). */
export const membershipTexts = {
  ...pageHeadTexts.becomeMember,
  intro: (clubName: string) =>
    `Wilt u lid worden van ${clubName}? Vul dit formulier in; een bestuurslid neemt daarna contact met u op.`,
  requiredNote: 'Velden met * zijn verplicht.',
  aboutYou: 'Uw gegevens',
  address: 'Adres',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  email: 'E-mail',
  dateOfBirth: 'Geboortedatum',
  gender: 'Geslacht',
  genders: [
    { value: 'male', label: 'Man' },
    { value: 'female', label: 'Vrouw' },
    { value: 'x', label: 'X' },
  ],
  phoneNumber: 'Telefoonnummer',
  street: 'Straat',
  houseNumber: 'Huisnummer',
  busNumber: 'Busnummer',
  city: 'Stad',
  postalCode: 'Postcode',
  country: 'Land',
  defaultCountry: 'België',
  remarks: 'Opmerkingen',
  submit: 'Verstuur Aanvraag',
  sending: 'Versturen…',
  sent: 'Uw lidmaatschapsaanvraag is verstuurd.',
  failed: 'Fout bij het versturen van de aanvraag.',
  network: 'Netwerkfout.',
} as const;
