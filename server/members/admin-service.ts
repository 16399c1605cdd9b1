import { credentialOf, isLastBeheerder, oneAdminChangeAtATime, removeCredential } from '../auth/admins';
import {
  adminAccountTexts,
  type AdminRole,
  boardOrderPayloadSchema,
  memberDataSchema,
  memberPayloadSchema,
  memberPhotoPayloadSchema,
  newMemberPayloadSchema,
  type MemberData,
  memberRoleSchema,
  type MemberFilter,
  type MemberListPage,
  type MemberListQuery,
  type MemberRecord,
  type MemberRole,
} from '../contracts';
import { ConflictError, NotFoundError } from '../errors';
import { imageIdFromReference } from '../images/service';
import { parseInput } from '../validation';
import { conflictMessage, type Store } from '../store';
import { memberListIndex } from './member-list';
import { photoOf } from './service';

export const memberTexts = {
  notFound: 'Dit lid bestaat niet.',
  noEmail: 'Dit lid heeft geen e-mailadres; vul er eerst een in om het admin te maken.',
  emailTaken: 'Een andere beheerder gebruikt dit e-mailadres al.',
  adminEmail: 'Dit lid is beheerder van de website: enkel een Beheerder kan het e-mailadres wijzigen.',
  adminDelete: 'Dit lid is beheerder van de website: enkel een Beheerder kan het verwijderen.',
  badRole: 'Onbekende rol.',
} as const;

/** A member as the admin API answers it (SPEC §3 Member): the photo as `uploadcareImage`. */
export type AdminMember = Omit<MemberRecord, 'boardMember'> & { uploadcareImage: { cdnUrl: string } | null };

export function toAdminMember(store: Store, record: MemberRecord): AdminMember {
  const { boardMember: _legacy, ...member } = record;
  return { ...member, uploadcareImage: photoOf(store, record) };
}

/**
 * Each member's admin JSON text, kept per stored record (records are never changed in place: a write
 * makes a new one) and per state of the images, which give the photo. A page of 50, or the whole list
 * after one member changed, is then a join of kept texts: building each member's projection and
 * serializing it on every request cost about 10 µs a member and most of an admin request's garbage.
 */
export function adminMemberTexts(store: Store): (record: MemberRecord) => string {
  let kept = new WeakMap<MemberRecord, string>();
  let imagesRevision = store.images.revision;
  return (record) => {
    if (store.images.revision !== imagesRevision) {
      kept = new WeakMap();
      imagesRevision = store.images.revision;
    }
    let text = kept.get(record);
    if (text === undefined) {
      text = JSON.stringify(toAdminMember(store, record));
      kept.set(record, text);
    }
    return text;
  };
}

export function parseRole(raw: string | undefined): MemberRole {
  const role = memberRoleSchema.safeParse(raw?.toUpperCase());
  if (!role.success) throw new NotFoundError(memberTexts.badRole);
  return role.data;
}

/** The admin side of members: every field, every member. Ages in the list's filters count on `now`. */
export function adminMembers(store: Store, now: () => Date = () => new Date()) {
  // Deleting (one or many) checks who the administrators are and then acts: in line with promote and demote.
  const oneAtATime = <T>(work: () => Promise<T>) => oneAdminChangeAtATime(store, work);
  const index = memberListIndex(store, now);
  const memberJson = adminMemberTexts(store);

  const get = (id: number) => {
    const member = store.members.get(id);
    if (!member) throw new NotFoundError(memberTexts.notFound);
    return member;
  };
  // Their e-mail address signs them in and gets their password link: another role must not move it.
  const isAdministrator = (id: number) => credentialOf(store, id)?.admin === true;

  /** A write over the current member: left-out fields keep their value, then the whole is checked. */
  const toData = (raw: unknown, current?: MemberData) => {
    const sent = parseInput(memberPhotoPayloadSchema, raw);
    const photo =
      'uploadcareImage' in sent || 'photoImageId' in sent
        ? { photoImageId: imageIdFromReference(store, sent.photoImageId ?? sent.uploadcareImage, 'uploadcareImage') }
        : {};
    const {
      uploadcareImage: _photo,
      photoImageId: _reference,
      ...fields
    } = parseInput(current ? memberPayloadSchema : newMemberPayloadSchema, raw);
    return parseInput(memberDataSchema, { ...current, ...fields, ...photo });
  };

  return {
    /** The whole list as JSON text, sorted by name: joined from each member's kept text. */
    listJson: () => `[${index.sorted().map(memberJson).join(',')}]`,
    /**
     * One page of the list, searched and filtered (memberListQuerySchema), as JSON text: the same
     * text JSON.stringify would make of { members, total, page, size, pageCount }.
     */
    pageJson: (query: MemberListQuery): string => {
      const { members, ...counts }: MemberListPage<MemberRecord> = index.page(query);
      const rest = JSON.stringify(counts).slice(1);
      return `{"members":[${members.map(memberJson).join(',')}]${rest === '}' ? '}' : `,${rest}`}`;
    },
    byRole: (role: MemberRole) =>
      index
        .sorted()
        .filter((member) => member.role === role)
        .map((member) => toAdminMember(store, member)),
    /** The members matching a filter, sorted by name (the export, the bulk actions' selection). */
    matching: (filter: MemberFilter) => index.matching(filter),
    /** Runs a change that checks who the administrators are, one at a time with every other such change. */
    exclusive: <T>(work: () => Promise<T>) => oneAtATime(work),
    get: (id: number) => toAdminMember(store, get(id)),

    async create(raw: unknown) {
      return toAdminMember(store, await store.members.create(toData(raw)));
    },

    /** `by`: the role of the admin who writes; an administrator's sign-in address is a beheerder's to change. */
    async update(id: number, raw: unknown, expectedVersion: number | undefined, by: AdminRole) {
      const { id: _id, version: _v, updatedAt: _u, ...current } = get(id);
      const data = toData(raw, current);
      if (by !== 'beheerder' && isAdministrator(id) && data.email?.toLowerCase() !== current.email?.toLowerCase()) {
        throw new ConflictError(memberTexts.adminEmail);
      }
      return toAdminMember(store, await store.members.update(id, () => data, { expectedVersion }));
    },

    async setBoardOrder(id: number, raw: unknown, expectedVersion?: number) {
      const order = parseInput(boardOrderPayloadSchema, raw);
      const record = await store.members.update(
        id,
        (current) => ({ ...current, boardMemberSortOrder: Math.max(0, order) }),
        { expectedVersion, notFoundMessage: memberTexts.notFound },
      );
      return toAdminMember(store, record);
    },

    remove: (id: number, expectedVersion: number | undefined, by: AdminRole) =>
      oneAtATime(async () => {
        const member = get(id);
        if (by !== 'beheerder' && isAdministrator(id)) throw new ConflictError(memberTexts.adminDelete);
        // Checked here too: the credential must not go when the member then stays.
        if (expectedVersion !== undefined && member.version !== expectedVersion) {
          throw new ConflictError(conflictMessage, member);
        }
        if (isLastBeheerder(store, id)) throw new ConflictError(adminAccountTexts.lastBeheerder);
        // The credential and sessions go first (they stop working at once), so a crash in between never
        // leaves a way in without its member.
        await removeCredential(store, id);
        await store.members.remove(id, { expectedVersion });
      }),
  };
}
