import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { auditEntrySchema, type AuditEntry } from '../contracts';
import { serialQueue } from '../infra/serial-queue';
import { currentActor } from './audit-actor';

/** What a caller says about an event; the time comes from the clock, the admin from the request by default. */
export type AuditEvent = Omit<AuditEntry, 'at' | 'actorId'> & { actorId?: number | null };

/**
 * The admin log (docs/decisions/030-audit-log.md): one JSON line per entry, appended to a file per month
 * under DATA_DIR/audit. No route edits or deletes an entry; only the retention removes whole months.
 */
export function auditLog(deps: { dataDir: string; now: () => Date }) {
  const folder = path.join(deps.dataDir, 'audit');
  const inTurn = serialQueue();

  return {
    folder,
    /** Appends one entry; the admin of the current request unless `actorId` says otherwise. */
    record(event: AuditEvent): Promise<void> {
      const at = deps.now();
      const entry = auditEntrySchema.parse({
        ...event,
        at: at.toISOString(),
        actorId: event.actorId ?? currentActor() ?? null,
      });
      const file = path.join(folder, `${entry.at.slice(0, 7)}.jsonl`);
      return inTurn(async () => {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        await appendFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
      });
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
