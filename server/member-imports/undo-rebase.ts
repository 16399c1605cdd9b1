import type { Store } from '../store';

export type StoredImport = ReturnType<Store['memberImports']['all']>[number];

type MemberVersion = { id: number; version: number };

/**
 * The history entries an undo moves on: the undo puts each member the import changed back as it was
 * before, under a new version, so an earlier import that had left the member so may still be undone,
 * now at that new version.
 */
export function rebasedImports(store: Store, undone: StoredImport, restored: readonly MemberVersion[]) {
  const moves = new Map(
    restored.map((member, index) => [member.id, { from: undone.updated[index]!.version - 1, to: member.version }]),
  );
  const moved = <R extends MemberVersion>(ref: R): R => {
    const move = moves.get(ref.id);
    return move?.from === ref.version ? { ...ref, version: move.to } : ref;
  };
  const touched = (entry: StoredImport) =>
    [...entry.created, ...entry.updated].some((ref) => moves.get(ref.id)?.from === ref.version);
  return store.memberImports
    .filter((entry) => entry.id !== undone.id && !entry.undoneAt && touched(entry))
    .map((entry) => ({
      id: entry.id,
      change: (current: StoredImport) => ({
        ...current,
        created: current.created.map(moved),
        updated: current.updated.map(moved),
      }),
    }));
}
