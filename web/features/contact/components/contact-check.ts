import type { ContactMessage } from '../../../../server/contracts/forms';

export const contactFields = ['name', 'email', 'text'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

type Schema = (typeof import('../../../../server/contracts/forms'))['contactMessageSchema'];
let loading: Promise<Schema> | undefined;

/**
 * The server's own schema, so the visitor sees the spec's messages before anything is sent.
 * It brings zod (about 25 KB gzip): loaded once the form is on screen, not before it.
 */
export function loadContactSchema(): Promise<Schema> {
  loading ??= import('../../../../server/contracts/forms').then(
    (contracts) => contracts.contactMessageSchema,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The first message per known field (from the schema's issues or the server's `errors`). */
export function toContactErrors(entries: [string, string][]): ContactErrors {
  const errors: ContactErrors = {};
  for (const [key, message] of entries) {
    const field = contactFields.find((name) => name === key);
    if (field) errors[field] ??= message;
  }
  return errors;
}

/** The trimmed message, or the messages per field (SPEC §5). */
export async function checkContactMessage(
  values: ContactValues,
): Promise<{ message: ContactMessage; errors?: never } | { message?: never; errors: ContactErrors }> {
  const parsed = (await loadContactSchema()).safeParse(values);
  if (parsed.success) return { message: parsed.data };
  return { errors: toContactErrors(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) };
}
