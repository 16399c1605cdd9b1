import { adminMemberIds, removeCredentials } from '../auth/admins';
import {
  memberBulkPayloadSchema,
  type MemberBulkAnswer,
  type MemberRecord,
  type MemberRole,
  type MemberSelection,
} from '../contracts';
import { ConflictError, NotFoundError } from '../errors';
import type { Store } from '../store';
import { parseInput } from '../validation';
import type { adminMembers } from './admin-service';
import { roleLabels } from './excel-export';

const count = (n: number) => (n === 1 ? '1 lid' : `${n} leden`);
export const fullName = (member: MemberRecord) => `${member.firstName} ${member.lastName}`.trim();
/** A few names, and how many more: a refusal says who, without a list of hundreds. */
const someNames = (members: readonly MemberRecord[]) => {
  const names = members.slice(0, 5).map(fullName).join(', ');
  return members.length > 5 ? `${names} en nog ${members.length - 5}` : names;
};

export const bulkTexts = {
  noneSelected: 'Geen enkel lid voldoet aan deze selectie.',
  missing: (n: number) =>
    n === 1
      ? 'Een van de gekozen leden bestaat niet meer. Laad de lijst opnieuw.'
      : `${n} van de gekozen leden bestaan niet meer. Laad de lijst opnieuw.`,
  deleteSelf: 'Je kunt jezelf niet verwijderen: haal jezelf uit de selectie.',
  deleteAdmins: (names: string) =>
    `Beheerders worden niet samen met andere leden verwijderd: ${names}. Haal ze uit de selectie, of neem eerst hun adminrechten af.`,
  done: {
    activate: (n: number) => `${count(n)} op actief gezet.`,
    deactivate: (n: number) => `${count(n)} op niet-actief gezet.`,
    setRole: (n: number, role: MemberRole) => `${count(n)} kregen de rol ${roleLabels[role]}.`,
    delete: (n: number) => `${count(n)} verwijderd.`,
  },
} as const;

type Members = ReturnType<typeof adminMembers>;

/**
 * The members a selection names, sorted by name for a filter and in the given order for ids (each
 * once). Refused whole when an id names no member (it was deleted meanwhile) or nobody matches.
 */
export function selectedMembers(store: Store, members: Members, selection: MemberSelection): MemberRecord[] {
  let selected: MemberRecord[];
  if (selection.filter) {
    selected = [...members.matching(selection.filter)];
  } else {
    const ids = [...new Set(selection.ids ?? [])];
    const found = ids.flatMap((id) => store.members.get(id) ?? []);
    if (found.length < ids.length) throw new NotFoundError(bulkTexts.missing(ids.length - found.length));
    selected = found;
  }
  if (selected.length === 0) throw new ConflictError(bulkTexts.noneSelected);
  return selected;
}

/** What the single delete refuses, for many at once: yourself, and administrators (their rights go first). */
function refuseDeletingAdmins(store: Store, selected: readonly MemberRecord[], signedIn: number): void {
  const admins = new Set(adminMemberIds(store));
  if (selected.some((member) => member.id === signedIn)) throw new ConflictError(bulkTexts.deleteSelf);
  const chosen = selected.filter((member) => admins.has(member.id));
  if (chosen.length > 0) throw new ConflictError(bulkTexts.deleteAdmins(someNames(chosen)));
}

/**
 * The bulk actions of the member list (POST /admin/api/members/bulk): one action over the selection
 * in one durable write of the members collection, all or nothing. What the single-member routes
 * refuse is refused here for the whole selection, before anything is written.
 */
export function memberBulkActions(store: Store, members: Members) {
  /** Sets one field on the selection; a member that has it already is left as it is (no new version). */
  async function setField<K extends 'active' | 'role'>(
    selected: readonly MemberRecord[],
    field: K,
    value: MemberRecord[K],
  ): Promise<void> {
    const ids = new Set(selected.map((member) => member.id));
    await store.members.updateWhere(
      (member) => ids.has(member.id) && member[field] !== value,
      (member) => ({ ...member, [field]: value }),
    );
  }

  async function remove(selected: readonly MemberRecord[], signedIn: number): Promise<void> {
    const ids = new Set(selected.map((member) => member.id));
    refuseDeletingAdmins(store, selected, signedIn);
    // As for one member: their way in goes first (no administrator is among them, see above).
    await removeCredentials(store, ids);
    await store.members.removeWhere((member) => ids.has(member.id));
  }

  return {
    async run(raw: unknown, signedIn: number): Promise<MemberBulkAnswer> {
      const payload = parseInput(memberBulkPayloadSchema, raw);
      const { action } = payload;
      if (action === 'delete') {
        // With promote and demote in line: who is an administrator cannot change between check and write.
        return members.exclusive(async () => {
          const selected = selectedMembers(store, members, payload.selection);
          await remove(selected, signedIn);
          return { action, count: selected.length, message: bulkTexts.done.delete(selected.length) };
        });
      }
      const selected = selectedMembers(store, members, payload.selection);
      if (action === 'setRole') {
        const role = payload.role ?? 'MEMBER';
        await setField(selected, 'role', role);
        return { action, count: selected.length, role, message: bulkTexts.done.setRole(selected.length, role) };
      }
      await setField(selected, 'active', action === 'activate');
      return { action, count: selected.length, message: bulkTexts.done[action](selected.length) };
    },
  };
}
