import { readFile } from 'node:fs/promises';
import {
  memberImportLimits,
  memberImportRequestSchema,
  textFields,
  withRefusedAsSpace,
  type MemberImportPlan,
  type MemberImportSummary,
  type MemberImportUpload,
  type MemberRecord,
} from '../contracts';
import { AppError, BadRequestError, ConflictError, NotFoundError, PayloadTooLargeError } from '../errors';
import { serialQueue } from '../infra/serial-queue';
import type { Store } from '../store';
import { parseInput } from '../validation';
import { adminMemberIds, credentialOf } from '../auth/admins';
import { checkMapping, proposedColumns } from './mapping';
import { fullName } from './matching';
import { planImport } from './plan';
import { readSheet } from './read-sheet';
import { importTexts } from './texts';
import { rebasedImports, type StoredImport } from './undo-rebase';
import { uploadedFiles } from './uploaded-files';

/** The history keeps this many imports; an older one could hardly be undone anyway. */
const historySize = 50;
/** How many names a refused undo lists before it counts the rest. */
const namesShown = 5;

/** The upload's own name, as one line of at most the field's length; never a path. */
function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  return withRefusedAsSpace(textFields.fileName, base).trim().slice(0, textFields.fileName.max) || 'bestand';
}

/** The member import: upload, dry run, confirm, the history and undo. */
export function memberImports(deps: { store: Store; now: () => Date }) {
  const { store, now } = deps;
  const files = uploadedFiles(now);
  // A confirmation and an undo each check the members and then write: one at a time.
  const oneAtATime = serialQueue();

  const newestFirst = () => [...store.memberImports.all()].sort((a, b) => b.id - a.id);

  const summary = (entry: StoredImport): MemberImportSummary => {
    const admin = store.members.get(entry.importedBy);
    return {
      id: entry.id,
      version: entry.version,
      importedAt: entry.importedAt,
      importedBy: admin ? fullName(admin) : importTexts.formerAdmin,
      fileName: entry.fileName,
      counts: entry.counts,
      undoneAt: entry.undoneAt,
    };
  };

  /** The request's file and mapping, checked, with the plan over the members as they are now. */
  const planned = (memberId: number, raw: unknown) => {
    const request = parseInput(memberImportRequestSchema, raw);
    const file = files.get(request.token, memberId);
    if (!file) throw new AppError(410, importTexts.gone);
    checkMapping(file.sheet, request.mapping);
    return {
      request,
      file,
      plan: planImport(file.sheet, request.mapping, store.members.all(), new Set(adminMemberIds(store))),
    };
  };

  /** Who a refused undo names: the member's name, or its number when it is gone. */
  const describe = (id: number, member: MemberRecord | undefined) =>
    member ? fullName(member) : importTexts.deletedMember(id);

  return {
    history: (): MemberImportSummary[] => newestFirst().map(summary),

    async upload(
      memberId: number,
      file: { path: string; fileName: string; size: number },
    ): Promise<MemberImportUpload> {
      if (file.size > memberImportLimits.bytes) throw new PayloadTooLargeError(importTexts.tooLarge);
      const sheet = await readSheet(await readFile(file.path));
      const fileName = cleanFileName(file.fileName);
      const token = files.keep(memberId, fileName, sheet);
      return { token, fileName, rowCount: sheet.rows.length, ...proposedColumns(sheet, newestFirst()[0]?.mapping) };
    },

    dryRun(memberId: number, raw: unknown): MemberImportPlan {
      const { counts, rows, planKey } = planned(memberId, raw).plan;
      return { counts, rows, planKey };
    },

    confirm: (memberId: number, raw: unknown): Promise<MemberImportSummary> =>
      oneAtATime(async () => {
        const { request, file, plan } = planned(memberId, raw);
        if (request.planKey === undefined) throw new BadRequestError(importTexts.dryRunFirst);
        if (request.planKey !== plan.planKey) throw new ConflictError(importTexts.planChanged);
        let written;
        try {
          written = await store.members.writeMany({
            create: plan.creates,
            update: plan.updates.map(({ id, version, data }) => ({ id, expectedVersion: version, change: () => data })),
          });
        } catch (error) {
          // A member changed or went between the plan and the write (another tab, another admin).
          if (error instanceof AppError && (error.status === 409 || error.status === 404)) {
            throw new ConflictError(importTexts.planChanged);
          }
          throw error;
        }
        files.forget(request.token);
        const oldest = newestFirst().slice(historySize - 1);
        const { created } = await store.memberImports.writeMany({
          create: [
            {
              importedAt: now().toISOString(),
              importedBy: memberId,
              fileName: file.fileName,
              mapping: file.sheet.headers.map((header, index) => ({ header, field: request.mapping[index] ?? null })),
              counts: {
                created: written.created.length,
                updated: written.updated.length,
                unchanged: plan.counts.unchanged,
                skipped: plan.counts.skipped,
              },
              created: written.created.map(({ id, version }) => ({ id, version })),
              updated: written.updated.map((member, index) => ({
                id: member.id,
                version: member.version,
                before: plan.updates[index]!.before,
              })),
            },
          ],
          remove: oldest.map((entry) => ({ id: entry.id })),
        });
        return summary(created[0]!);
      }),

    undo: (memberId: number, id: number): Promise<MemberImportSummary> =>
      oneAtATime(async () => {
        const entry = store.memberImports.get(id);
        if (!entry) throw new NotFoundError(importTexts.notFound);
        if (entry.undoneAt) throw new ConflictError(importTexts.alreadyUndone);
        // A member is as the import left it at the version it left (a member it made: and without a sign-in).
        const changed: string[] = [];
        for (const { id: createdId, version } of entry.created) {
          const member = store.members.get(createdId);
          if (member?.version !== version || credentialOf(store, createdId)) changed.push(describe(createdId, member));
        }
        for (const { id: updatedId, version } of entry.updated) {
          const member = store.members.get(updatedId);
          if (member?.version !== version) changed.push(describe(updatedId, member));
        }
        if (changed.length > 0) {
          const rest = changed.length - namesShown;
          const names = [...changed.slice(0, namesShown), ...(rest > 0 ? [importTexts.andMore(rest)] : [])];
          throw new ConflictError(importTexts.changedSince(names.join(', ')));
        }
        const { updated } = await store.members.writeMany({
          remove: entry.created.map(({ id: createdId, version }) => ({ id: createdId, expectedVersion: version })),
          update: entry.updated.map(({ id: updatedId, version, before }) => ({
            id: updatedId,
            expectedVersion: version,
            change: (current) => ({ ...current, ...before }),
          })),
        });
        const at = now().toISOString();
        const [undone] = await store.memberImports
          .writeMany({
            update: [
              { id, change: (current) => ({ ...current, undoneAt: at, undoneBy: memberId }) },
              ...rebasedImports(store, entry, updated),
            ],
          })
          .then((written) => written.updated);
        return summary(undone!);
      }),
  };
}
