import { z } from 'zod';
import { dateSchema, requiredText, textRules } from './common';
import { textFields, type TextField } from './limits';
import { genderSchema } from './member';

const required = (message: string, field: TextField) => requiredText(field, message);
const optional = (field: TextField) =>
  z
    .string()
    .trim()
    .check(textRules(field))
    .nullish()
    .transform((value) => (value ? value : null));
const recaptchaToken = z.string().check(textRules(textFields.recaptchaToken)).nullish();

/** Contact form (SPEC §3 Contact message, §5 messages). */
export const contactMessageSchema = z.object({
  name: required('Naam is nodig.', textFields.contactName),
  email: required('Email is nodig.', textFields.email).pipe(z.email('Dit is geen correct email adres.')),
  text: required('Bericht is nodig.', textFields.contactText),
  recaptchaToken,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Membership application (SPEC §3 Member application); the messages are those of the member admin form. */
export const memberApplicationSchema = z.object({
  firstName: required('Voornaam is verplicht', textFields.firstName),
  lastName: required('Achternaam is verplicht', textFields.lastName),
  email: z
    .string({ error: 'Ongeldig e-mailadres' })
    .trim()
    .check(textRules(textFields.email))
    .pipe(z.email('Ongeldig e-mailadres')),
  dateOfBirth: z
    .string({ error: 'Geboortedatum is verplicht' })
    .trim()
    .min(1, 'Geboortedatum is verplicht')
    .pipe(dateSchema),
  gender: genderSchema.default('x'),
  phoneNumber: optional(textFields.phoneNumber),
  remarks: optional(textFields.remarks),
  address: z.object(
    {
      street: required('Straat is verplicht', textFields.street),
      houseNumber: required('Huisnummer is verplicht', textFields.houseNumber),
      busNumber: optional(textFields.busNumber),
      city: required('Stad is verplicht', textFields.city),
      postalCode: required('Postcode is verplicht', textFields.postalCode),
      country: required('Land is verplicht', textFields.country),
    },
    { error: 'Adres is verplicht' },
  ),
  role: z.literal('MEMBER').default('MEMBER'),
  boardTitle: z.null().default(null),
  boardMemberSortOrder: z.null().default(null),
  recaptchaToken,
});
export type MemberApplication = z.infer<typeof memberApplicationSchema>;
