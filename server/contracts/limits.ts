/**
 * The size of every input, with the Dutch name of its field: the server's schemas and the web
 * forms (maxLength) read them from here, so both refuse the same and say it the same way.
 * No zod in this file, so a public form can import it without carrying zod in its bundle.
 */
/** `plural` for a label that takes "zijn": "Opmerkingen zijn te lang". */
export type TextField = { readonly label: string; readonly max: number; readonly plural?: boolean };
export type ListField = { readonly label: string; readonly max: number; readonly items: string };

export const textFields = {
  // Members, the membership application and the admin's own account (SPEC §3).
  firstName: { label: 'Voornaam', max: 100 },
  lastName: { label: 'Achternaam', max: 100 },
  // The longest address SMTP can carry (RFC 5321).
  email: { label: 'E-mail', max: 254 },
  phoneNumber: { label: 'Telefoon', max: 40 },
  comments: { label: 'Opmerkingen', max: 5000, plural: true },
  // An application's remarks land in the member's comments after a line saying when it came.
  remarks: { label: 'Opmerkingen', max: 4900, plural: true },
  boardTitle: { label: 'Bestuursfunctie', max: 100 },
  euraudaxTitle: { label: 'Euraudax-titel', max: 100 },
  clubportaal: { label: 'Clubportaal-ID', max: 60 },
  street: { label: 'Straat', max: 200 },
  houseNumber: { label: 'Huisnummer', max: 20 },
  busNumber: { label: 'Busnummer', max: 20 },
  city: { label: 'Stad', max: 120 },
  postalCode: { label: 'Postcode', max: 20 },
  country: { label: 'Land', max: 80 },
  // The contact form.
  contactName: { label: 'Naam', max: 200 },
  contactText: { label: 'Bericht', max: 10_000 },
  recaptchaToken: { label: 'De captcha-code', max: 4000 },
  // The admin's own account; scrypt hashes any length, but a megabyte of "password" is no password.
  newPassword: { label: 'Nieuw wachtwoord', max: 1000 },
  // Walks.
  walkName: { label: 'Naam', max: 200 },
  distances: { label: 'Afstanden', max: 200, plural: true },
  // Room for "2026-05-01T09:00:00.000+02:00"; only the first 16 characters are kept (SPEC §9).
  startDateTime: { label: 'Startdatum', max: 40 },
  endTime: { label: 'Eindtijd', max: 20 },
  intro: { label: 'Intro', max: 200_000 },
  description: { label: 'Beschrijving', max: 200_000 },
  report: { label: 'Verslag', max: 200_000 },
  // Info pages and newsletters.
  title: { label: 'Titel', max: 200 },
  link: { label: 'Link', max: 100 },
  metaDescription: { label: 'Meta-beschrijving', max: 300 },
  contentHtml: { label: 'Inhoud', max: 200_000 },
  outro: { label: 'Outro', max: 200_000 },
  blockText: { label: 'Tekst van het blok', max: 200_000 },
  // The club's settings (server/contracts/settings.ts).
  clubName: { label: 'Clubnaam', max: 100 },
  shortName: { label: 'Korte naam', max: 30 },
  tagline: { label: 'Slogan', max: 200 },
  statValue: { label: 'Kerncijfer', max: 20 },
  welcomeText: { label: 'Welkomsttekst', max: 50_000 },
  clubIntroText: { label: 'Inleiding van de clubpagina', max: 50_000 },
  euraudaxHistoryText: { label: 'Geschiedenis van Euraudax', max: 100_000 },
  ownWalksText: { label: 'Inleiding van de eigen wandeltochten', max: 20_000 },
  expectText: { label: 'Wat te verwachten', max: 20_000 },
  bringText: { label: 'Wat heb je nodig', max: 20_000 },
  membershipText: { label: 'Tekst over het lidmaatschap', max: 50_000 },
  footerText: { label: 'Voettekst', max: 5000 },
  privacyText: { label: 'Privacyverklaring', max: 100_000 },
  contactAddress: { label: 'Adres', max: 300 },
  socialLink: { label: 'Link', max: 500 },
  iban: { label: 'Rekeningnummer (IBAN)', max: 42 },
  bic: { label: 'BIC', max: 11 },
  accountHolder: { label: 'Rekeninghouder', max: 200 },
} as const satisfies Record<string, TextField>;

export const listFields = {
  photobook: { label: 'Fotoboek', max: 500, items: "foto's" },
  blocks: { label: 'Nieuwsbrief', max: 200, items: 'blokken' },
} as const satisfies Record<string, ListField>;

/**
 * How deep rich text may nest. The editor's deepest content (lists in lists, a table in a list,
 * marks inside) stays well under it; deeper is hand-made, and sanitizing it takes quadratic time.
 */
export const maxRichTextDepth = 30;

/** 200000 as "200.000", the same in every browser and on the server. */
function groupedNumber(value: number): string {
  const digits = String(value);
  let grouped = '';
  for (let index = 0; index < digits.length; index++) {
    if (index > 0 && (digits.length - index) % 3 === 0) grouped += '.';
    grouped += digits[index];
  }
  return grouped;
}

export const limitTexts = {
  tooLong: (field: TextField) =>
    `${field.label} ${field.plural ? 'zijn' : 'is'} te lang (maximaal ${groupedNumber(field.max)} tekens).`,
  tooMany: (field: ListField) => `${field.label} heeft te veel ${field.items} (maximaal ${groupedNumber(field.max)}).`,
  tooDeep: (field: TextField) =>
    `${field.label} ${field.plural ? 'zijn' : 'is'} te diep genest (maximaal ${maxRichTextDepth} niveaus).`,
} as const;
