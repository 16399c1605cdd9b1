import type { MemberImportField } from '../contracts';

/**
 * Column names each field is recognised by: Dutch, English, and the headers of the project's own
 * Excel export (server/members/excel-export.ts), so an export imports back as it is. Compared
 * without case, accents, spaces or punctuation.
 */
const aliases: Record<MemberImportField, readonly string[]> = {
  firstName: ['Voornaam', 'Voornamen', 'First name', 'Given name', 'Prénom'],
  lastName: ['Achternaam', 'Familienaam', 'Naam', 'Last name', 'Surname', 'Family name', 'Nom'],
  dateOfBirth: [
    'Geboortedatum',
    'Geboren',
    'Geboortedag',
    'Date of birth',
    'Birth date',
    'Birthdate',
    'Birthday',
    'DOB',
  ],
  email: ['E-mail', 'E-mailadres', 'Mail', 'Mailadres', 'Email address'],
  phoneNumber: ['Telefoon', 'Telefoonnummer', 'Tel', 'Gsm', 'Gsm-nummer', 'Mobiel', 'Phone', 'Phone number', 'Mobile'],
  gender: ['Geslacht', 'Gender', 'Sex'],
  street: ['Straat', 'Straatnaam', 'Adres', 'Street', 'Address'],
  houseNumber: ['Huisnummer', 'Nummer', 'Nr', 'House number', 'Number'],
  busNumber: ['Bus', 'Busnummer', 'Box', 'Bus number'],
  postalCode: ['Postcode', 'Postnummer', 'Postal code', 'Zip', 'Zip code'],
  city: ['Gemeente', 'Stad', 'Woonplaats', 'Plaats', 'City', 'Town'],
  country: ['Land', 'Country'],
  role: ['Rol', 'Role', 'Soort lid'],
  boardTitle: ['Bestuursfunctie', 'Functie', 'Board title', 'Board function'],
  boardMemberSortOrder: ['Volgorde bestuur', 'Volgorde in het bestuur', 'Volgorde', 'Board order', 'Sort order'],
  euraudax: ['Euraudax'],
  euraudaxTitle: ['Euraudax-titel', 'Euraudax title'],
  active: ['Actief', 'Active'],
  paid: ['Betaald', 'Lidgeld betaald', 'Paid'],
  clubportaal: ['Clubportaal', 'Clubportaal-ID'],
  finished: ['Afgewerkt', 'Finished'],
  newsletterUnsubscribed: ['Geen nieuwsbrief', 'Afgemeld voor de nieuwsbrief', 'No newsletter', 'Unsubscribed'],
  comments: ['Opmerkingen', 'Opmerking', 'Notities', 'Comments', 'Remarks', 'Notes'],
  memberSince: ['Lid sinds', 'Lid vanaf', 'Member since', 'Joined'],
};

/** 'E-mail' → 'email', 'Prénom' → 'prenom': a column name as it is compared. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const fieldByKey = new Map<string, MemberImportField>(
  (Object.entries(aliases) as [MemberImportField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [headerKey(name), field] as const),
  ),
);

/** The field a column name is recognised as, if any. */
export const recognisedField = (header: string): MemberImportField | undefined => fieldByKey.get(headerKey(header));
