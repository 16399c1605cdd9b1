import { describe, expect, it } from 'vitest';
import { limitTexts, listFields, textFields } from '../../server/contracts';

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
