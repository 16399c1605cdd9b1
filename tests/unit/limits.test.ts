import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  asOneLine,
  limitTexts,
  listFields,
  memberDataSchema,
  readStoredRecord,
  refusesCharacter,
  textFields,
  textRules,
  withRefusedAsSpace,
} from '../../server/contracts';

describe('the messages of the input limits', () => {
  it('name the field and its maximum in a Dutch sentence', () => {
    expect(limitTexts.tooLong(textFields.firstName)).toBe('Voornaam is te lang (maximaal 100 tekens).');
    expect(limitTexts.tooLong(textFields.email)).toBe('E-mail is te lang (maximaal 254 tekens).');
    expect(limitTexts.tooLong(textFields.intro)).toBe('Intro is te lang (maximaal 200.000 tekens).');
    expect(limitTexts.tooMany(listFields.photobook)).toBe("Fotoboek heeft te veel foto's (maximaal 500).");
    expect(limitTexts.tooDeep(textFields.report)).toBe('Verslag is te diep genest (maximaal 30 niveaus).');
  });

  it('use the plural verb for a plural field name', () => {
    expect(limitTexts.tooLong(textFields.comments)).toBe('Opmerkingen zijn te lang (maximaal 5.000 tekens).');
    expect(limitTexts.tooLong(textFields.distances)).toBe('Afstanden zijn te lang (maximaal 200 tekens).');
  });
});

describe('the one rule on the characters of a text', () => {
  const name = textFields.clubName;
  const remarks = textFields.remarks;
  const code = (n: number) => String.fromCharCode(n);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => code(from + i));
  const c0 = range(0x00, 0x1f);
  const c1 = range(0x80, 0x9f);

  it('refuses in a one-line text every C0 and C1 control character, DEL and the Unicode line and paragraph separators', () => {
    for (const char of [...c0, '\u007f', ...c1, '\u2028', '\u2029']) {
      expect(refusesCharacter(name, `Wandel${char}club`), JSON.stringify(char)).toBe(true);
    }
  });

  it('takes in a multi-line text line breaks, tabs and the separators, and refuses the other control characters', () => {
    const taken = new Set(['\t', '\n', '\r', '\u2028', '\u2029']);
    for (const char of [...c0, '\u007f', ...c1, '\u2028', '\u2029']) {
      expect(refusesCharacter(remarks, `Regel 1${char}regel 2`), JSON.stringify(char)).toBe(!taken.has(char));
    }
  });

  it('takes letters, accents, emoji, spaces, no-break and zero-width spaces, and the characters around the refused ranges', () => {
    for (const text of [
      'WSV De Kadees',
      'Café de l’Été',
      'Ørsted-Ålesund',
      '🥾 Wandelen',
      'a\u00a0b',
      'a\u200bb',
      ' ~\u00a0\u2027\u202a',
    ]) {
      expect(refusesCharacter(name, text), text).toBe(false);
      expect(refusesCharacter(remarks, text), text).toBe(false);
    }
  });

  it('is one line unless a field says it is not, and these are the fields that are not', () => {
    const ofKind = (kind: string) =>
      Object.entries(textFields)
        .filter(([, field]) => 'kind' in field && field.kind === kind)
        .map(([key]) => key);
    expect(ofKind('multiline')).toEqual(['comments', 'remarks', 'refusalReason', 'contactText', 'metaDescription']);
    expect(ofKind('richText')).toEqual([
      'intro',
      'description',
      'report',
      'contentHtml',
      'outro',
      'blockText',
      'welcomeText',
      'clubIntroText',
      'euraudaxHistoryText',
      'ownWalksText',
      'expectText',
      'bringText',
      'membershipText',
      'footerText',
      'privacyText',
      'message',
    ]);
  });

  it('leaves the characters of rich text to the sanitizer: only its length counts here', () => {
    for (const char of [...c0, '\u007f', ...c1, '\u2028']) {
      expect(refusesCharacter(textFields.contentHtml, `<p>a${char}b</p>`), JSON.stringify(char)).toBe(false);
    }
  });

  it('names the field in its message, with the plural verb for a plural name', () => {
    expect(limitTexts.refusedCharacter(textFields.clubName)).toBe(
      'Clubnaam mag geen regeleinden of andere stuurtekens bevatten.',
    );
    expect(limitTexts.refusedCharacter(textFields.distances)).toBe(
      'Afstanden mogen geen regeleinden of andere stuurtekens bevatten.',
    );
    expect(limitTexts.refusedCharacter(textFields.contactText)).toBe(
      'Bericht mag geen onzichtbare stuurtekens bevatten.',
    );
    expect(limitTexts.refusedCharacter(textFields.comments)).toBe(
      'Opmerkingen mogen geen onzichtbare stuurtekens bevatten.',
    );
  });

  it('is the check of every text schema, after its length', () => {
    const schema = z.string().trim().check(textRules(name));
    expect(schema.safeParse('Wandelclub\r\nHet Pad').error?.issues[0]?.message).toBe(limitTexts.refusedCharacter(name));
    expect(schema.safeParse(`${'x'.repeat(101)}\n`).error?.issues[0]?.message).toBe(limitTexts.tooLong(name));
    // An edge is trimmed away before the check: a line break pasted after a name is no second line.
    expect(schema.parse('Wandelclub Het Pad\r\n')).toBe('Wandelclub Het Pad');
  });

  it('turns each run of refused characters into one space, for texts stored before the rule', () => {
    expect(withRefusedAsSpace(name, 'Oude\r\n\r\nclub\u0085')).toBe('Oude club ');
    expect(withRefusedAsSpace(remarks, 'regel 1\r\nregel\u0000\u00072')).toBe('regel 1\r\nregel 2');
  });

  it('reads a stored record with line breaks in its one-line texts as spaces, but no record with another fault', () => {
    const stored = {
      firstName: 'Jan\nX',
      lastName: 'Peeters',
      comments: 'regel 1\nregel 2',
      address: { street: 'Kerk\u2028straat' },
    };
    expect(memberDataSchema.safeParse(stored).success).toBe(false);
    expect(readStoredRecord(memberDataSchema, stored).data).toMatchObject({
      firstName: 'Jan X',
      comments: 'regel 1\nregel 2',
      address: { street: 'Kerk straat' },
    });
    expect(stored.firstName).toBe('Jan\nX');
    expect(readStoredRecord(memberDataSchema, { ...stored, lastName: '' }).success).toBe(false);
    expect(readStoredRecord(memberDataSchema, { ...stored, firstName: `${'x'.repeat(101)}\n` }).success).toBe(false);
  });

  it('writes a text on one console line, each refused character as its escape', () => {
    expect(asOneLine('Club\nEerste start: http://x/admin/setup')).toBe('Club\\nEerste start: http://x/admin/setup');
    expect(asOneLine('a\r\tb\u0000\u0085\u2028c')).toBe('a\\r\\tb\\u0000\\u0085\\u2028c');
    expect(asOneLine('Café 🥾')).toBe('Café 🥾');
  });
});
