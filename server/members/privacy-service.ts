import { credentialOf, oneAdminChangeAtATime, removeCredential } from '../auth/admins';
import {
  adminApiPaths,
  erasedMember,
  erasedMemberFields,
  type MemberPrivacySummary,
  type MemberRecord,
} from '../contracts';
import { ConflictError, NotFoundError } from '../errors';
import { deleteImage } from '../images/service';
import { conflictMessage, type Store } from '../store';
import { memberTexts } from './admin-service';
import { heldRecords, privacyExport, type MemberPrivacyExport } from './privacy-records';

export const privacyTexts = {
  notFound: memberTexts.notFound,
  self: 'Je kunt jezelf niet laten vergeten.',
  administrator: 'Dit lid is admin. Verwijder eerst de adminrechten (Instellingen, Beheerders) en probeer dan opnieuw.',
  versionRequired: 'Laad het lid opnieuw en probeer nog eens: het vergeten vraagt de versie die je zag (If-Match).',
} as const;

type PrivacyDeps = { store: Store; uploadsDir: string; now: () => Date; clubName: () => string };

const answersMember = (entry: { path: string; body: unknown }, id: number) =>
  (entry.path === adminApiPaths.members.list || entry.path.startsWith(`${adminApiPaths.members.list}/`)) &&
  typeof entry.body === 'object' &&
  entry.body !== null &&
  (entry.body as { id?: unknown }).id === id;

const isErased = (member: MemberRecord) =>
  member.erasedAt !== null &&
  Object.entries(erasedMemberFields).every(([key, value]) => member[key as keyof MemberRecord] === value);

/** A member's privacy requests (GDPR): what the club holds about them, all of it, and forgetting them. */
export function memberPrivacy({ store, uploadsDir, now, clubName }: PrivacyDeps) {
  // Two forgets of one member (a double click, a replay) run one after the other, and in line with a
  // promotion: the member this checks is no administrator stays none until their credential goes.
  const oneAtATime = <T>(work: () => Promise<T>) => oneAdminChangeAtATime(store, work);
  const get = (id: number) => {
    const member = store.members.get(id);
    if (!member) throw new NotFoundError(privacyTexts.notFound);
    return member;
  };
  const isAdministrator = (id: number) => credentialOf(store, id)?.admin === true;

  return {
    summary(id: number): MemberPrivacySummary {
      const member = get(id);
      const held = heldRecords(store, member);
      return {
        applications: held.applications.length,
        messages: held.messages.length,
        mails: held.mails.length,
        photo: member.photoImageId !== null && store.images.get(member.photoImageId) !== undefined,
        administrator: isAdministrator(id),
        erasedAt: member.erasedAt,
      };
    },

    exportData(id: number): MemberPrivacyExport {
      const member = get(id);
      return privacyExport(store, { member, administrator: isAdministrator(id), club: clubName(), at: now() });
    },

    /**
     * Erases what says who the member was and keeps an anonymous record. Every refusal comes before the
     * first write. The record is erased last: if the server stops halfway, the member still has the
     * address that finds the rest, and forgetting again finishes the work.
     */
    forget: (id: number, expectedVersion: number | undefined, signedIn: number) =>
      oneAtATime(async () => {
        const member = get(id);
        if (id === signedIn) throw new ConflictError(privacyTexts.self);
        if (isAdministrator(id)) throw new ConflictError(privacyTexts.administrator);
        if (expectedVersion !== undefined && member.version !== expectedVersion) {
          throw new ConflictError(conflictMessage, member);
        }
        const held = heldRecords(store, member);
        // The photo goes with its files (original and sizes) and every place that showed it.
        if (member.photoImageId !== null && store.images.get(member.photoImageId)) {
          await deleteImage({ store, uploadsDir }, member.photoImageId);
        }
        const ids = (records: readonly { id: number }[]) => new Set(records.map((record) => record.id));
        const applications = ids(held.applications);
        const messages = ids(held.messages);
        const mails = ids(held.mails);
        if (applications.size > 0) await store.applications.removeWhere((record) => applications.has(record.id));
        if (messages.size > 0) await store.contactMessages.removeWhere((record) => messages.has(record.id));
        // A mail not yet sent never goes; one sent or failed keeps only that it was (an error may name the address).
        if (mails.size > 0) {
          await store.mail.removeWhere((entry) => mails.has(entry.id) && entry.status === 'pending');
          await store.mail.updateWhere(
            (entry) => mails.has(entry.id) && (entry.message !== null || entry.lastError !== null),
            (entry) => ({ ...entry, message: null, lastError: null }),
          );
        }
        // A former admin's password, sessions and links.
        await removeCredential(store, id);
        // An import's undo keeps the fields it changed as they were: this member's go (the undo is refused anyway).
        await store.memberImports.updateWhere(
          (entry) => entry.updated.some((change) => change.id === id && Object.keys(change.before).length > 0),
          (entry) => ({
            ...entry,
            updated: entry.updated.map((change) => (change.id === id ? { ...change, before: {} } : change)),
          }),
        );
        // A member write's answer, kept 24 h to answer a retried request, holds the member as they were.
        await store.idempotency.removeWhere((entry) => answersMember(entry, id));
        const current = get(id);
        if (isErased(current)) return current;
        return store.members.update(id, (latest) => erasedMember(latest, now().toISOString()));
      }),
  };
}
