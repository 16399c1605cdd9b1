/**
 * The size of every input, with the Dutch name of its field: the server's schemas and the web
 * forms (maxLength) read them from here, so both refuse the same and say it the same way.
 * No zod in this file, so a public form can import it without carrying zod in its bundle.
 */
/**
 * `plural` for a label that takes "zijn": "Opmerkingen zijn te lang". `kind` for a text that is not
 * one line: 'multiline' for plain text that may span lines (remarks, a message), 'richText' for HTML.
 * Without it a text is one line (see refusesCharacter).
 */
export type TextField = {
  readonly label: string;
  readonly max: number;
  readonly plural?: boolean;
  readonly kind?: 'multiline' | 'richText';
};
export type ListField = { readonly label: string; readonly max: number; readonly items: string };

export const textFields = {
  // Members, the membership application and the admin's own account (SPEC §3).
  firstName: { label: 'Voornaam', max: 100 },
  lastName: { label: 'Achternaam', max: 100 },
  // The longest address SMTP can carry (RFC 5321).
  email: { label: 'E-mail', max: 254 },
  phoneNumber: { label: 'Telefoon', max: 40 },
  comments: { label: 'Opmerkingen', max: 5000, plural: true, kind: 'multiline' },
  // An application's remarks join the member's comments when it is accepted (server/applications).
  remarks: { label: 'Opmerkingen', max: 4900, plural: true, kind: 'multiline' },
  boardTitle: { label: 'Bestuursfunctie', max: 100 },
  // Why an application was refused; it may go to the applicant in a polite mail.
  refusalReason: { label: 'Reden', max: 2000, kind: 'multiline' },
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
  contactText: { label: 'Bericht', max: 10_000, kind: 'multiline' },
  recaptchaToken: { label: 'De captcha-code', max: 4000 },
  // The admin's own account; scrypt hashes any length, but a megabyte of "password" is no password.
  newPassword: { label: 'Nieuw wachtwoord', max: 1000 },
  // Walks.
  walkName: { label: 'Naam', max: 200 },
  distances: { label: 'Afstanden', max: 200, plural: true },
  // Room for "2026-05-01T09:00:00.000+02:00"; only the first 16 characters are kept (SPEC §9).
  startDateTime: { label: 'Startdatum', max: 40 },
  endTime: { label: 'Eindtijd', max: 20 },
  intro: { label: 'Intro', max: 200_000, kind: 'richText' },
  description: { label: 'Beschrijving', max: 200_000, kind: 'richText' },
  report: { label: 'Verslag', max: 200_000, kind: 'richText' },
  // Info pages and newsletters.
  title: { label: 'Titel', max: 200 },
  link: { label: 'Link', max: 100 },
  metaDescription: { label: 'Meta-beschrijving', max: 300, kind: 'multiline' },
  contentHtml: { label: 'Inhoud', max: 200_000, kind: 'richText' },
  outro: { label: 'Outro', max: 200_000, kind: 'richText' },
  blockText: { label: 'Tekst van het blok', max: 200_000, kind: 'richText' },
  // The club's settings (server/contracts/settings.ts).
  clubName: { label: 'Clubnaam', max: 100 },
  shortName: { label: 'Korte naam', max: 30 },
  tagline: { label: 'Slogan', max: 200 },
  statValue: { label: 'Kerncijfer', max: 20 },
  welcomeText: { label: 'Welkomsttekst', max: 50_000, kind: 'richText' },
  clubIntroText: { label: 'Inleiding van de clubpagina', max: 50_000, kind: 'richText' },
  euraudaxHistoryText: { label: 'Geschiedenis van Euraudax', max: 100_000, kind: 'richText' },
  ownWalksText: { label: 'Inleiding van de eigen wandeltochten', max: 20_000, kind: 'richText' },
  expectText: { label: 'Wat te verwachten', max: 20_000, kind: 'richText' },
  bringText: { label: 'Wat heb je nodig', max: 20_000, kind: 'richText' },
  membershipText: { label: 'Tekst over het lidmaatschap', max: 50_000, kind: 'richText' },
  footerText: { label: 'Voettekst', max: 5000, kind: 'richText' },
  privacyText: { label: 'Privacyverklaring', max: 100_000, kind: 'richText' },
  contactAddress: { label: 'Adres', max: 300 },
  socialLink: { label: 'Link', max: 500 },
  iban: { label: 'Rekeningnummer (IBAN)', max: 42 },
  bic: { label: 'BIC', max: 11 },
  accountHolder: { label: 'Rekeninghouder', max: 200 },
  // An uploaded photo's name as the admin's device gave it (server/images).
  fileName: { label: 'Bestandsnaam', max: 255 },
  // A mail to selected members (server/members/member-mailing.ts).
  subject: { label: 'Onderwerp', max: 200 },
  message: { label: 'Bericht', max: 200_000, kind: 'richText' },
} as const satisfies Record<string, TextField>;

export const listFields = {
  photobook: { label: 'Fotoboek', max: 500, items: "foto's" },
  blocks: { label: 'Nieuwsbrief', max: 200, items: 'blokken' },
  // The members a bulk action names one by one; a whole club goes as its filter instead.
  memberSelection: { label: 'De selectie', max: 20_000, items: 'leden' },
} as const satisfies Record<string, ListField>;

/**
 * How deep rich text may nest. The editor's deepest content (lists in lists, a table in a list,
 * marks inside) stays well under it; deeper is hand-made, and sanitizing it takes quadratic time.
 */
export const maxRichTextDepth = 30;

/*
 * The one rule for the characters of a text. A one-line text (a name, a title, an e-mail,
 * a phone number, a label) holds no control character (C0, DEL, C1) and no Unicode line or paragraph
 * separator, so no stored value can forge a line in a log, a mail header or the start banner. A
 * multi-line text may also hold line breaks, tabs and those separators, but no other control character.
 * Rich text is HTML: the sanitizer cleans it and it is only ever shown as HTML, so here only its length
 * counts (an invisible character pasted into a long page would otherwise be refused where no one sees it).
 */
const refusedClasses = {
  line: '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029',
  // The same but tab (U+0009), LF (U+000A), CR (U+000D) and the two separators.
  multiline: '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f',
};
const refused = {
  line: { one: new RegExp(`[${refusedClasses.line}]`), runs: new RegExp(`[${refusedClasses.line}]+`, 'g') },
  multiline: {
    one: new RegExp(`[${refusedClasses.multiline}]`),
    runs: new RegExp(`[${refusedClasses.multiline}]+`, 'g'),
  },
};
const refusedBy = (field: TextField) =>
  field.kind === 'richText' ? undefined : field.kind === 'multiline' ? refused.multiline : refused.line;

/** Whether `text` holds a character the field refuses: for a one-line field, any line break or control character. */
export const refusesCharacter = (field: TextField, text: string): boolean => refusedBy(field)?.one.test(text) ?? false;

/**
 * `text` with each run of characters the field refuses as one space: for a text stored before the
 * rule (server/store reads it so) or one the server takes as it comes (an uploaded file's name).
 */
export const withRefusedAsSpace = (field: TextField, text: string): string => {
  const runs = refusedBy(field)?.runs;
  return runs ? text.replace(runs, ' ') : text;
};

const shortEscapes: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A stored text for one line of the console or a log: each character a one-line field refuses
 * written as its escape (\n, \u0085), so a value from before the rule cannot start a line of its own.
 */
export const asOneLine = (text: string): string =>
  text.replace(refused.line.runs, (run) =>
    [...run].map((char) => shortEscapes[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
  );

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
  refusedCharacter: (field: TextField) =>
    field.kind === 'multiline'
      ? `${field.label} ${field.plural ? 'mogen' : 'mag'} geen onzichtbare stuurtekens bevatten.`
      : `${field.label} ${field.plural ? 'mogen' : 'mag'} geen regeleinden of andere stuurtekens bevatten.`,
  tooDeep: (field: TextField) =>
    `${field.label} ${field.plural ? 'zijn' : 'is'} te diep genest (maximaal ${maxRichTextDepth} niveaus).`,
} as const;
