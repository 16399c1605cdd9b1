import {
  apiPaths,
  cdnUrlFor,
  publicBoardMemberSchema,
  publicEuraudaxMemberSchema,
  type MemberRecord,
  type OfflineBatch,
  type PublicBoardMember,
  type PublicEuraudaxMember,
} from '../contracts';
import type { Store } from '../store';

const collator = new Intl.Collator('nl', { sensitivity: 'base' });

/** Board order first (unset last), then by name. */
function bySortOrderThenName(a: MemberRecord, b: MemberRecord): number {
  const orderA = a.boardMemberSortOrder ?? Number.MAX_SAFE_INTEGER;
  const orderB = b.boardMemberSortOrder ?? Number.MAX_SAFE_INTEGER;
  if (orderA !== orderB) return orderA - orderB;
  return collator.compare(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`);
}

export function photoOf(store: Store, member: MemberRecord) {
  const image = member.photoImageId === null ? undefined : store.images.get(member.photoImageId);
  return image ? { cdnUrl: cdnUrlFor(image.uuid) } : null;
}

/**
 * The public views of members. Each goes through a schema that holds only the allowed
 * fields, so personal data cannot slip out even if a record gains new fields.
 */
export function publicMembers(store: Store) {
  const active = (matches: (member: MemberRecord) => boolean) =>
    store.members.filter((member) => member.active && matches(member)).sort(bySortOrderThenName);

  const toBoardCard = (member: MemberRecord): PublicBoardMember =>
    publicBoardMemberSchema.parse({ ...member, uploadcareImage: photoOf(store, member) });

  const reads = {
    /** Grows with every change to what these answers show: the key of their cached copies. */
    revision: () => `${store.members.revision}.${store.images.revision}`,
    board: () => active((member) => member.role === 'BOARDMEMBER').map(toBoardCard),
    aids: () => active((member) => member.role === 'AID').map(toBoardCard),
    euraudax: (): PublicEuraudaxMember[] =>
      active((member) => member.euraudax || member.role === 'EURAUDAX').map((member) =>
        publicEuraudaxMemberSchema.parse({ ...member, uploadcareImage: photoOf(store, member) }),
      ),
    count: () => store.members.filter((member) => member.active).length,
  };
  /** The club page's answers, as their own URLs answer them (the public cards only). */
  const offline = (): OfflineBatch => ({
    answers: {
      [apiPaths.members.board]: reads.board(),
      [apiPaths.members.aids]: reads.aids(),
      [apiPaths.members.count]: reads.count(),
    },
  });
  return { ...reads, offline };
}
