import { z } from 'zod';
import { htmlSchema, idSchema, recordMetaSchema, textRules } from './common';
import { imageSchema } from './image';
import { textFields, type TextField } from './limits';

/** The settings' field messages; the admin form shows what the server answers. */
export const settingsTexts = {
  nameRequired: 'Clubnaam is verplicht.',
  shortNameRequired: 'Korte naam is verplicht.',
  badColour: 'Kies een kleur als #RRGGBB, bv. #2f6b3a.',
  badYear: 'Geef een jaartal tussen 1800 en 2100.',
  badEmail: 'Ongeldig e-mailadres.',
  badLink: 'Geef een volledige link die begint met https:// of http://.',
  badFee: 'Geef een bedrag in euro tussen 0 en 10.000, met hoogstens twee cijfers na de komma.',
  badIban: 'Ongeldig rekeningnummer: controleer de IBAN (bv. BE68 5390 0754 7034).',
  badBic: 'Ongeldige BIC: 8 of 11 letters en cijfers (bv. GEBABEBB).',
} as const;

const text = (field: TextField) => z.string().trim().check(textRules(field));
const required = (field: TextField, message: string) => text(field).min(1, message);

/** "#2F6B3A" and "#2f6b3a" are one colour; stored in lower case. */
export const themeColourSchema = z
  .string()
  .trim()
  .max(7, { error: settingsTexts.badColour, abort: true })
  .regex(/^#[0-9a-f]{6}$/i, settingsTexts.badColour)
  .transform((value) => value.toLowerCase());

/** A link to the club elsewhere (Facebook, Strava…): empty, or a whole http(s) address. */
const linkSchema = text(textFields.socialLink).refine(
  (value) => value === '' || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
  settingsTexts.badLink,
);

const emailSchema = text(textFields.email).refine(
  (value) => value === '' || z.email().safeParse(value).success,
  settingsTexts.badEmail,
);

/** "BE68 5390 0754 7034" as "BE68539007547034". */
export const compactIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: two letters, two check digits, up to 30 letters and digits, and the whole mod 97 is 1. */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** The IBAN in groups of four, as banks print it. */
export const formatIban = (value: string) => compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');

const ibanSchema = text(textFields.iban)
  .refine((value) => value === '' || isValidIban(value), settingsTexts.badIban)
  .transform((value) => (value === '' ? '' : formatIban(value)));

const bicSchema = text(textFields.bic)
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(value), settingsTexts.badBic);

/** Euro with at most two decimals; null when the club asks no fee or has not said. */
const feeSchema = z
  .number({ error: settingsTexts.badFee })
  .min(0, settingsTexts.badFee)
  .max(10_000, settingsTexts.badFee)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, settingsTexts.badFee)
  .nullable();

const yearSchema = z
  .number({ error: settingsTexts.badYear })
  .int(settingsTexts.badYear)
  .min(1800, settingsTexts.badYear)
  .max(2100, settingsTexts.badYear)
  .nullable();

/** The parts of the settings that hold no rich text or images: the same when stored and when sent. */
const clubFields = {
  name: required(textFields.clubName, settingsTexts.nameRequired),
  shortName: required(textFields.shortName, settingsTexts.shortNameRequired),
  tagline: text(textFields.tagline),
  themeColor: themeColourSchema,
  foundingYear: yearSchema,
  foundingMembers: text(textFields.statValue),
  volunteers: text(textFields.statValue),
};

export const contactSettingsSchema = z.object({
  address: text(textFields.contactAddress),
  email: emailSchema,
  phone: text(textFields.phoneNumber),
  facebook: linkSchema,
  instagram: linkSchema,
  strava: linkSchema,
  website: linkSchema,
});

export const membershipSettingsSchema = z.object({
  yearlyFee: feeSchema,
  iban: ibanSchema,
  bic: bicSchema,
  accountHolder: text(textFields.accountHolder),
});

/** The rich texts of the site, each with its limit; the keys are the same everywhere. */
export const settingsTextFields = {
  welcome: textFields.welcomeText,
  clubIntro: textFields.clubIntroText,
  euraudaxHistory: textFields.euraudaxHistoryText,
  ownWalks: textFields.ownWalksText,
  expect: textFields.expectText,
  bring: textFields.bringText,
  membership: textFields.membershipText,
  footer: textFields.footerText,
  privacy: textFields.privacyText,
} as const satisfies Record<string, TextField>;
export type SettingsTextKey = keyof typeof settingsTextFields;
export const settingsTextKeys = Object.keys(settingsTextFields) as SettingsTextKey[];

const textsSchema = <T extends z.ZodType<string>>(field: (limit: TextField) => T) =>
  z.object({
    welcome: field(settingsTextFields.welcome),
    clubIntro: field(settingsTextFields.clubIntro),
    euraudaxHistory: field(settingsTextFields.euraudaxHistory),
    ownWalks: field(settingsTextFields.ownWalks),
    expect: field(settingsTextFields.expect),
    bring: field(settingsTextFields.bring),
    membership: field(settingsTextFields.membership),
    footer: field(settingsTextFields.footer),
    privacy: field(settingsTextFields.privacy),
  });

export const retentionTexts = {
  badMonths: 'Geef een aantal maanden tussen 1 en 120.',
} as const;

const monthsSchema = z
  .number({ error: retentionTexts.badMonths })
  .int(retentionTexts.badMonths)
  .min(1, retentionTexts.badMonths)
  .max(120, retentionTexts.badMonths);

/**
 * How long the club keeps handled applications and contact messages, in months. The admin's only:
 * never in the public settings.
 */
export const retentionSettingsSchema = z.object({
  applicationMonths: monthsSchema.default(12),
  messageMonths: monthsSchema.default(12),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/**
 * The retention periods as the admin's form sends them: each may be left out, and what is left out
 * keeps its stored value (a form saved by an older version of the app, or queued offline before it).
 */
export const retentionPayloadSchema = z.object({
  applicationMonths: monthsSchema.optional(),
  messageMonths: monthsSchema.optional(),
});

/**
 * How administrators sign in. `requireTwoStep`: every admin needs an authenticator app; one without is
 * sent to set it up after the password (server/auth/two-step.ts). The admin's only: never public.
 */
export const securitySettingsSchema = z.object({ requireTwoStep: z.boolean().default(false) });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** The club's one settings record as stored (ARCHITECTURE "Club settings"). */
export const settingsDataSchema = z.object({
  club: z.object({ ...clubFields, logoImageId: idSchema.nullable(), heroImageId: idSchema.nullable() }),
  texts: textsSchema(htmlSchema),
  contact: contactSettingsSchema,
  membership: membershipSettingsSchema,
  retention: retentionSettingsSchema.default({ applicationMonths: 12, messageMonths: 12 }),
  security: securitySettingsSchema.default({ requireTwoStep: false }),
});
export type SettingsData = z.infer<typeof settingsDataSchema>;
export type SettingsRecord = SettingsData & z.infer<typeof recordMetaSchema>;

/**
 * What every visitor may see of the settings (in GET /api/site-config): all of it is meant for the
 * public site. It is a schema of its own, so a private setting added later stays out unless named here.
 */
export const publicSettingsSchema = z.object({
  club: z.object({
    name: z.string(),
    shortName: z.string(),
    tagline: z.string(),
    themeColor: z.string(),
    logo: imageSchema.nullable(),
    heroImage: imageSchema.nullable(),
    foundingYear: z.number().nullable(),
    foundingMembers: z.string(),
    volunteers: z.string(),
  }),
  texts: textsSchema(() => z.string()),
  contact: z.object({
    address: z.string(),
    email: z.string(),
    phone: z.string(),
    facebook: z.string(),
    instagram: z.string(),
    strava: z.string(),
    website: z.string(),
  }),
  membership: z.object({
    yearlyFee: z.number().nullable(),
    iban: z.string(),
    bic: z.string(),
    accountHolder: z.string(),
  }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/**
 * The settings as the admin reads them: the public shape, the admin's own retention periods and
 * sign-in rule, the record's version.
 */
export const settingsSchema = publicSettingsSchema.extend({
  ...recordMetaSchema.shape,
  retention: retentionSettingsSchema,
  security: securitySettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * PUT /admin/api/settings: the whole record; images as references, rich text cleaned by the server;
 * the retention periods optional.
 */
export const settingsPayloadSchema = z.object({
  club: z.object({ ...clubFields, logo: z.unknown().optional(), heroImage: z.unknown().optional() }),
  texts: textsSchema((field) => htmlSchema(field)),
  contact: contactSettingsSchema,
  membership: membershipSettingsSchema,
  /** Left out, the stored periods stay. */
  retention: retentionPayloadSchema.optional(),
  /** Left out (an older form), the stored setting stays. */
  security: z.object({ requireTwoStep: z.boolean().optional() }).optional(),
});
export type SettingsPayload = z.input<typeof settingsPayloadSchema>;
