import type { Image } from '../../../../server/contracts/image';
import {
  settingsPayloadSchema,
  settingsTextKeys,
  type Settings,
  type SettingsTextKey,
} from '../../../../server/contracts/settings';
import { issueErrors, type FieldErrors } from '../../lib/use-field-errors';
import type { FormSection } from './texts';

/** The settings as the form holds them: numbers as typed text, images with a file chosen but not yet uploaded. */
export type SettingsFormValues = {
  club: Omit<Settings['club'], 'logo' | 'heroImage' | 'foundingYear'> & { foundingYear: string };
  logo: Image | null;
  logoFile: File | null;
  heroImage: Image | null;
  heroFile: File | null;
  texts: Record<SettingsTextKey, string>;
  contact: Settings['contact'];
  membership: Omit<Settings['membership'], 'yearlyFee'> & { yearlyFee: string };
  /** Months, as typed. */
  retention: { applicationMonths: string; messageMonths: string };
  security: Settings['security'];
};

/** The checked payload, as the zod schema gives it back (trimmed, the IBAN grouped, the colour in lower case). */
export type CheckedSettings = ReturnType<typeof settingsPayloadSchema.parse>;

/** Field messages by the server's keys ("club.name", "texts.welcome"). */
export type SettingsErrors = FieldErrors;

/** 12.5 as '12,50', 15 as '15': as a Flemish treasurer writes it. */
function feeText(fee: number | null): string {
  if (fee === null) return '';
  return Number.isInteger(fee) ? String(fee) : fee.toFixed(2).replace('.', ',');
}

/** '12,50', '€ 12.50' or '1.000,00' as a number; '' as null; anything else as NaN (the schema refuses it). */
export function parseEuro(text: string): number | null {
  let value = text.replace(/[\s€]/g, '');
  if (value === '') return null;
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

function parseYear(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** A number of months is required: empty or not a whole number is NaN, which the schema refuses with its message. */
function parseMonths(text: string): number {
  const value = text.trim();
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

export function settingsValues(settings: Settings): SettingsFormValues {
  const { logo, heroImage, foundingYear, ...club } = settings.club;
  return {
    club: { ...club, foundingYear: foundingYear === null ? '' : String(foundingYear) },
    logo,
    logoFile: null,
    heroImage,
    heroFile: null,
    texts: { ...settings.texts },
    contact: { ...settings.contact },
    membership: { ...settings.membership, yearlyFee: feeText(settings.membership.yearlyFee) },
    retention: {
      applicationMonths: String(settings.retention.applicationMonths),
      messageMonths: String(settings.retention.messageMonths),
    },
    security: { ...settings.security },
  };
}

/**
 * The form checked with the server's own schema (settingsPayloadSchema), so a mistake is shown at
 * once and offline too. Images are not checked here: the server knows which exist.
 */
export function checkSettings(
  values: SettingsFormValues,
): { ok: true; data: CheckedSettings } | { ok: false; errors: SettingsErrors } {
  const result = settingsPayloadSchema.safeParse({
    club: { ...values.club, foundingYear: parseYear(values.club.foundingYear) },
    texts: values.texts,
    contact: values.contact,
    membership: { ...values.membership, yearlyFee: parseEuro(values.membership.yearlyFee) },
    retention: {
      applicationMonths: parseMonths(values.retention.applicationMonths),
      messageMonths: parseMonths(values.retention.messageMonths),
    },
    security: values.security,
  });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: issueErrors(result.error.issues, (key) => key) };
}

/** Every field the form shows, in its order, by the name of its control: the first with a message gets focus. */
export const fieldOrder = [
  'club.name',
  'club.shortName',
  'club.tagline',
  'club.logo',
  'club.heroImage',
  'club.themeColor',
  'club.foundingYear',
  'club.foundingMembers',
  'club.volunteers',
  ...settingsTextKeys.map((key) => `texts.${key}`),
  'contact.address',
  'contact.email',
  'contact.phone',
  'contact.facebook',
  'contact.instagram',
  'contact.strava',
  'contact.website',
  'membership.yearlyFee',
  'membership.iban',
  'membership.bic',
  'membership.accountHolder',
  'retention.applicationMonths',
  'retention.messageMonths',
  'security.requireTwoStep',
] as const;

const formSections: readonly FormSection[] = ['club', 'texts', 'contact', 'membership', 'retention', 'security'];

/** The tab a field's message sits in: the part of its key before the dot ('club.name' → 'club'). */
export function sectionOf(key: string): FormSection | undefined {
  const part = key.split('.')[0];
  return formSections.find((section) => section === part);
}
