import { pageHeadTexts } from '../../../server/contracts/page-heads';
import { addressTexts } from '../../components/address-texts';

/**
 * Dutch texts of the membership page (SPEC §2 "Membership", §8); its intro is the club's
 * (settings.texts.membership). The browser gives the field messages (SPEC §5).
 */
export const membershipTexts = {
  ...pageHeadTexts.becomeMember,
  /** The fee and where to pay it (settings.membership), each line only when the club filled it in. */
  fee: 'Lidgeld',
  yearlyFee: 'Jaarlijks lidgeld',
  iban: 'Rekeningnummer (IBAN)',
  bic: 'BIC',
  accountHolder: 'Op naam van',
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
  ...addressTexts,
  defaultCountry: 'België',
  remarks: 'Opmerkingen',
  submit: 'Verstuur Aanvraag',
  sending: 'Versturen…',
  sent: 'Uw lidmaatschapsaanvraag is verstuurd.',
  failed: 'Fout bij het versturen van de aanvraag.',
  network: 'Netwerkfout.',
} as const;
