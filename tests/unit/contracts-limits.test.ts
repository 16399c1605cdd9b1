import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TextField } from '../../server/contracts';
import {
  boundedList,
  htmlSchema,
  limitTexts,
  listFields,
  maxItems,
  richTextPayload,
  textFields,
  textRules,
  withRefusedAsSpace,
} from '../../server/contracts';

/*
 * The limits as the product decided them, written out here and not read from limits.ts: a changed
 * maximum (a street of 2,000 characters instead of 200), a renamed field or a text that stops being one
 * line fails this table, so the change is made on purpose, here and in limits.ts both.
 */
const oneLine = (label: string, max: number): TextField => ({ label, max });
const multiline = (label: string, max: number): TextField => ({ label, max, kind: 'multiline' });
const richText = (label: string, max: number): TextField => ({ label, max, kind: 'richText' });

const expectedTextFields: Record<string, TextField> = {
  firstName: oneLine('Voornaam', 100),
  lastName: oneLine('Achternaam', 100),
  email: oneLine('E-mail', 254),
  phoneNumber: oneLine('Telefoon', 40),
  comments: { ...multiline('Opmerkingen', 5000), plural: true },
  remarks: { ...multiline('Opmerkingen', 4900), plural: true },
  boardTitle: oneLine('Bestuursfunctie', 100),
  refusalReason: multiline('Reden', 2000),
  euraudaxTitle: oneLine('Euraudax-titel', 100),
  clubportaal: oneLine('Clubportaal-ID', 60),
  street: oneLine('Straat', 200),
  houseNumber: oneLine('Huisnummer', 20),
  busNumber: oneLine('Busnummer', 20),
  city: oneLine('Stad', 120),
  postalCode: oneLine('Postcode', 20),
  country: oneLine('Land', 80),
  contactName: oneLine('Naam', 200),
  contactText: multiline('Bericht', 10_000),
  recaptchaToken: oneLine('De captcha-code', 4000),
  newPassword: oneLine('Nieuw wachtwoord', 1000),
  walkName: oneLine('Naam', 200),
  distances: { ...oneLine('Afstanden', 200), plural: true },
  startDateTime: oneLine('Startdatum', 40),
  endTime: oneLine('Eindtijd', 20),
  intro: richText('Intro', 200_000),
  description: richText('Beschrijving', 200_000),
  report: richText('Verslag', 200_000),
  title: oneLine('Titel', 200),
  link: oneLine('Link', 100),
  metaDescription: multiline('Meta-beschrijving', 300),
  contentHtml: richText('Inhoud', 200_000),
  outro: richText('Outro', 200_000),
  blockText: richText('Tekst van het blok', 200_000),
  clubName: oneLine('Clubnaam', 100),
  shortName: oneLine('Korte naam', 30),
  tagline: oneLine('Slogan', 200),
  statValue: oneLine('Kerncijfer', 20),
  welcomeText: richText('Welkomsttekst', 50_000),
  clubIntroText: richText('Inleiding van de clubpagina', 50_000),
  euraudaxHistoryText: richText('Geschiedenis van Euraudax', 100_000),
  ownWalksText: richText('Inleiding van de eigen wandeltochten', 20_000),
  expectText: richText('Wat te verwachten', 20_000),
  bringText: richText('Wat heb je nodig', 20_000),
  membershipText: richText('Tekst over het lidmaatschap', 50_000),
  footerText: richText('Voettekst', 5000),
  privacyText: richText('Privacyverklaring', 100_000),
  contactAddress: oneLine('Adres', 300),
  socialLink: oneLine('Link', 500),
  iban: oneLine('Rekeningnummer (IBAN)', 42),
  bic: oneLine('BIC', 11),
  accountHolder: oneLine('Rekeninghouder', 200),
  fileName: oneLine('Bestandsnaam', 255),
  subject: oneLine('Onderwerp', 200),
  message: richText('Bericht', 200_000),
};

const expectedListFields = {
  photobook: { label: 'Fotoboek', max: 500, items: "foto's" },
  blocks: { label: 'Nieuwsbrief', max: 200, items: 'blokken' },
  memberSelection: { label: 'De selectie', max: 20_000, items: 'leden' },
};

/** The first message a client gets for `value`, as parseInput answers it (undefined: taken). */
const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('the input limits, as decided', () => {
  it('every text field has this label, maximum and kind of text, and there are no others', () => {
    expect(textFields).toStrictEqual(expectedTextFields);
    expect(listFields).toStrictEqual(expectedListFields);
  });

  it.each(Object.entries(expectedTextFields))('%s takes its maximum and refuses one character more', (key, field) => {
    const schema = z.string().check(textRules(textFields[key as keyof typeof textFields]));
    expect(messageOf(schema, 'x'.repeat(field.max))).toBeUndefined();
    expect(messageOf(schema, 'x'.repeat(field.max + 1))).toBe(limitTexts.tooLong(field));
  });

  it('says each maximum with a dot between thousands, as a Dutch reader writes it', () => {
    expect(limitTexts.tooLong(textFields.country)).toBe('Land is te lang (maximaal 80 tekens).');
    expect(limitTexts.tooLong(textFields.newPassword)).toBe('Nieuw wachtwoord is te lang (maximaal 1.000 tekens).');
    expect(limitTexts.tooLong(textFields.remarks)).toBe('Opmerkingen zijn te lang (maximaal 4.900 tekens).');
    expect(limitTexts.tooLong(textFields.contactText)).toBe('Bericht is te lang (maximaal 10.000 tekens).');
    expect(limitTexts.tooLong(textFields.welcomeText)).toBe('Welkomsttekst is te lang (maximaal 50.000 tekens).');
    expect(limitTexts.tooLong(textFields.privacyText)).toBe('Privacyverklaring is te lang (maximaal 100.000 tekens).');
    expect(limitTexts.tooLong({ label: 'Veld', max: 1_234_567 })).toBe('Veld is te lang (maximaal 1.234.567 tekens).');
    expect(limitTexts.tooMany(listFields.blocks)).toBe('Nieuwsbrief heeft te veel blokken (maximaal 200).');
  });

  it('reports a text that is too long as zod’s own too_big issue, with the maximum', () => {
    const issues = z.string().check(textRules(textFields.street)).safeParse('x'.repeat(201)).error?.issues;
    expect(issues).toEqual([
      {
        code: 'too_big',
        origin: 'string',
        maximum: 200,
        inclusive: true,
        message: 'Straat is te lang (maximaal 200 tekens).',
        path: [],
      },
    ]);
  });

  it('checks the length before the characters: a long text with a line break is refused for its length', () => {
    const schema = z.string().check(textRules(textFields.street));
    expect(messageOf(schema, `Kerkstraat\n${'x'.repeat(200)}`)).toBe('Straat is te lang (maximaal 200 tekens).');
    expect(messageOf(schema, 'Kerkstraat\n3')).toBe('Straat mag geen regeleinden of andere stuurtekens bevatten.');
  });
});

describe('texts stored before the rule on characters', () => {
  it('turn every run of refused characters into one space, in one-line and multi-line texts alike', () => {
    expect(withRefusedAsSpace(textFields.street, 'Kerk\nstraat\r\n3\u0000bus\u00852')).toBe('Kerk straat 3 bus 2');
    expect(withRefusedAsSpace(textFields.comments, 'a\u0000b\nc\u0007\u0008d')).toBe('a b\nc d');
  });

  it('keep rich text as it is: its characters are the sanitizer’s business', () => {
    expect(withRefusedAsSpace(textFields.contentHtml, '<p>a\u0000b\nc</p>')).toBe('<p>a\u0000b\nc</p>');
  });
});

describe('rich text and lists', () => {
  it('rich text left out or null is stored as an empty text, and is held to its field’s maximum', () => {
    const intro = richTextPayload(textFields.intro);
    expect(intro.parse(undefined)).toBe('');
    expect(intro.parse(null)).toBe('');
    expect(intro.parse('<p>Welkom</p>')).toBe('<p>Welkom</p>');
    expect(messageOf(intro, 'x'.repeat(200_001))).toBe('Intro is te lang (maximaal 200.000 tekens).');
    expect(messageOf(htmlSchema(textFields.footerText), 'x'.repeat(5001))).toBe(
      'Voettekst is te lang (maximaal 5.000 tekens).',
    );
  });

  it('a list is counted before its items are looked at, with the list’s own message', () => {
    const photobook = boundedList(listFields.photobook, z.number());
    expect(photobook.parse(Array.from({ length: 500 }, (_, i) => i))).toHaveLength(500);
    // One item too many: only the count is reported, not 501 wrong items.
    const tooMany = photobook.safeParse(Array.from({ length: 501 }, () => 'geen getal')).error?.issues;
    expect(tooMany?.map((issue) => issue.message)).toEqual(["Fotoboek heeft te veel foto's (maximaal 500)."]);
    expect(photobook.safeParse(['geen getal']).success).toBe(false);
    expect(messageOf(z.array(z.string()).check(maxItems(listFields.blocks)), Array(201).fill('blok'))).toBe(
      'Nieuwsbrief heeft te veel blokken (maximaal 200).',
    );
  });
});
