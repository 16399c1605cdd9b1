import { z } from 'zod';
import { dateSchema } from './common';
import { genderSchema } from './member';

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Contact form (SPEC §3 Contact message, §5 messages). */
export const contactMessageSchema = z.object({
  name: required('Naam is nodig.'),
  email: z
    .string({ error: 'Email is nodig.' })
    .trim()
    .min(1, 'Email is nodig.')
    .pipe(z.email('Dit is geen correct email adres.')),
  text: required('Bericht is nodig.', 10_000),
  recaptchaToken: z.string().max(4000).nullish(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Membership application (SPEC §3 Member application); the messages are those of the member admin form. */
export const memberApplicationSchema = z.object({
  firstName: required('Voornaam is verplicht', 100),
  lastName: required('Achternaam is verplicht', 100),
  email: z.string({ error: 'Ongeldig e-mailadres' }).trim().pipe(z.email('Ongeldig e-mailadres')),
  dateOfBirth: required('Geboortedatum is verplicht', 10).pipe(dateSchema),
  gender: genderSchema.default('x'),
  phoneNumber: optional(40),
  remarks: optional(5000),
  address: z.object(
    {
      street: required('Straat is verplicht'),
      houseNumber: required('Huisnummer is verplicht', 20),
      busNumber: optional(20),
      city: required('Stad is verplicht', 120),
      postalCode: required('Postcode is verplicht', 20),
      country: required('Land is verplicht', 80),
    },
    { error: 'Adres is verplicht' },
  ),
  role: z.literal('MEMBER').default('MEMBER'),
  boardTitle: z.null().default(null),
  boardMemberSortOrder: z.null().default(null),
  recaptchaToken: z.string().max(4000).nullish(),
});
export type MemberApplication = z.infer<typeof memberApplicationSchema>;
