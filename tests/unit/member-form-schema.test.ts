import { describe, expect, it } from 'vitest';
import { limitTexts, textFields } from '../../server/contracts';
import {
  newMemberValues,
  validateMember,
  type MemberFormValues,
} from '../../web/admin/features/members/member-form-schema';

const filled: MemberFormValues = {
  ...newMemberValues,
  firstName: 'Jan',
  lastName: 'Peeters',
  dateOfBirth: '1970-01-01',
  street: 'Kerkstraat',
  houseNumber: '3',
  city: 'Aartrijke',
  postalCode: '8211',
  country: 'België',
};

describe('the member form', () => {
  it('takes a member with every field at its maximum', () => {
    const longest = { ...filled, email: `${'a'.repeat(60)}@${'b'.repeat(190)}.be` };
    for (const key of ['firstName', 'lastName', 'phoneNumber', 'comments', 'boardTitle', 'clubportaal'] as const) {
      longest[key] = 'x'.repeat(textFields[key].max);
    }
    expect(validateMember(longest)).toEqual({});
  });

  it('refuses a text one character over the server’s maximum with the server’s message', () => {
    expect(validateMember({ ...filled, firstName: 'x'.repeat(101) }).firstName).toBe(
      limitTexts.tooLong(textFields.firstName),
    );
    expect(validateMember({ ...filled, comments: 'x'.repeat(5001) }).comments).toBe(
      'Opmerkingen zijn te lang (maximaal 5.000 tekens).',
    );
    expect(validateMember({ ...filled, email: `${'a'.repeat(60)}@${'b'.repeat(191)}.be` }).email).toBe(
      limitTexts.tooLong(textFields.email),
    );
  });

  it('keeps the spec’s messages for empty and malformed fields', () => {
    expect(validateMember({ ...filled, firstName: ' ' }).firstName).toBe('Voornaam is verplicht');
    expect(validateMember({ ...filled, email: 'geen-adres' }).email).toBe('Ongeldig e-mailadres');
  });
});
