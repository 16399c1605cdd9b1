import { appendFile, mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { auditEntrySchema, auditLimits, type AuditEntry } from '../contracts';
import type { Logger } from '../logger';
import { serialQueue } from '../infra/serial-queue';
import { currentActor } from './audit-actor';
import { auditFileNames, auditFileOf, auditFolderOf } from './audit-files';

/** What a caller says about an event; the time comes from the clock, the admin from the request by default. */
export type AuditEvent = Omit<AuditEntry, 'at' | 'actorId'> & { actorId?: number | null };

// One queue per log folder in this process: every writer of it (the server's, a backup's, a restore's)
// appends in turn, so lines never interleave and a broken last line is mended once, before the next.
const queues = new Map<string, ReturnType<typeof serialQueue>>();
const mended = new Set<string>();

function queueOf(folder: string): ReturnType<typeof serialQueue> {
  let queue = queues.get(folder);
  if (!queue) queues.set(folder, (queue = serialQueue()));
  return queue;
}

/** An event as entries: more records than an entry holds become several entries of the same event. */
function entriesOf(event: AuditEvent, at: string, actorId: number | null): AuditEntry[] {
  const { recordIds, fields, ...rest } = event;
  const base = {
    ...rest,
    at,
    actorId,
    // Names only, never values: a name that is no field name (too long) is left out rather than cut.
    ...(fields && { fields: [...new Set(fields)].filter((name) => name.length <= 60).slice(0, auditLimits.fields) }),
  };
  if (!recordIds || recordIds.length <= auditLimits.recordIds) {
    return [auditEntrySchema.parse({ ...base, ...(recordIds && { recordIds }) })];
  }
  const entries: AuditEntry[] = [];
  for (let start = 0; start < recordIds.length; start += auditLimits.recordIds) {
    entries.push(auditEntrySchema.parse({ ...base, recordIds: recordIds.slice(start, start + auditLimits.recordIds) }));
  }
  return entries;
}

/**
 * A line cut off by a crash mid-append would swallow the next entry: the first append of this process
 * to a file ends such a line first (a reader skips it as broken).
 */
async function lineStart(file: string): Promise<string> {
  if (mended.has(file)) return '';
  mended.add(file);
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return '';
  try {
    const { size } = await handle.stat();
    if (size === 0) return '';
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return last[0] === 0x0a ? '' : '\n';
  } finally {
    await handle.close();
  }
}

/**
 * The admin log (docs/decisions/030-audit-log.md): one JSON line per entry, appended to a file per month
 * under DATA_DIR/audit. No route edits or deletes an entry; only the retention removes whole months.
 * Recording never fails the work it records: an entry that cannot be written is logged (without its
 * content) and dropped.
 */
export function auditLog(deps: { dataDir: string; now: () => Date; log?: Pick<Logger, 'error'> }) {
  const folder = auditFolderOf(deps.dataDir);
  const inTurn = queueOf(folder);
  const failed = (error: unknown) => {
    // The code only: an entry, or a message that quotes one, may name a member's record.
    const code = (error as NodeJS.ErrnoException | null)?.code ?? (error instanceof Error ? error.name : 'onbekend');
    (deps.log ?? console).error(`Het logboek kon niet bijgewerkt worden (${code}).`);
  };

  /** Appends the entries `make` gives, in the log's turn; resolves once they are written or dropped. */
  const append = (make: () => AuditEntry[], deferred = false): Promise<void> =>
    inTurn(async () => {
      // After the answer of the write it records has gone out: comparing records is no part of the write.
      if (deferred) await new Promise((resolve) => setImmediate(resolve));
      const entries = make();
      const byFile = new Map<string, string>();
      for (const entry of entries) {
        const file = auditFileOf(folder, entry.at);
        byFile.set(file, `${byFile.get(file) ?? ''}${JSON.stringify(entry)}\n`);
      }
      if (byFile.size === 0) return;
      await mkdir(folder, { recursive: true, mode: 0o700 });
      for (const [file, lines] of byFile) {
        await appendFile(file, (await lineStart(file)) + lines, { mode: 0o600 });
      }
    }).catch(failed);

  const actorOf = (event: Pick<AuditEvent, 'actorId'>) =>
    event.actorId !== undefined ? event.actorId : (currentActor() ?? null);

  return {
    folder,
    /** Appends one event; by the admin of the current request unless `actorId` says otherwise (null: no one). */
    record(event: AuditEvent): Promise<void> {
      const at = deps.now().toISOString();
      const actorId = actorOf(event);
      return append(() => entriesOf(event, at, actorId));
    },
    /**
     * For the store's watcher: the events are made in the log's turn, after the write has been answered,
     * so comparing records costs the write nothing. The time and the admin are the write's.
     */
    recordLater(make: () => AuditEvent[], actorId: number): void {
      const at = deps.now().toISOString();
      void append(() => make().flatMap((event) => entriesOf(event, at, actorId)), true);
    },
    /**
     * The retention: removes the month files whose every entry is older than `cutoff` (a month file
     * holds the entries of its UTC month); answers how many went.
     */
    removeBefore(cutoff: Date): Promise<number> {
      return inTurn(async () => {
        let removed = 0;
        for (const name of await auditFileNames(folder)) {
          const nextMonth = Date.UTC(Number(name.slice(0, 4)), Number(name.slice(5, 7)), 1);
          if (nextMonth > cutoff.getTime()) continue;
          await rm(path.join(folder, name), { force: true });
          removed += 1;
        }
        return removed;
      });
    },
    /** Resolves once every entry asked for so far is written: a read sees what was done before it. */
    settled: (): Promise<void> => inTurn(() => Promise.resolve()),
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
