import {
  auditLimits,
  auditTexts,
  type AuditEntry,
  type AuditAnswer,
  type AuditQuery,
  type AuditRow,
} from '../contracts';
import type { AuditLog } from '../infra/audit-log';
import { withBrusselsOffset } from '../infra/walk-time';
import type { Store } from '../store';
import { auditIndex } from './entry-index';
import { auditCutoff } from './retention';

/** The start of a Belgian day (YYYY-MM-DD), in ms. */
const dayStart = (day: string) => Date.parse(withBrusselsOffset(`${day}T00:00`) ?? `${day}T00:00:00Z`);

function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The log as the Logboek screen reads it (GET /admin/api/audit): the entries of the last 24 months,
 * filtered and a page at a time, with each admin's name as it is now.
 */
export function auditReader(deps: { store: Store; audit: Pick<AuditLog, 'folder' | 'settled'>; now: () => Date }) {
  const { store, audit, now } = deps;
  const index = auditIndex(audit.folder);

  /** An admin's name now; an admin who is no member any more, or was forgotten, by number only. */
  const nameOf = (id: number) => {
    const member = store.members.get(id);
    if (!member || member.erasedAt !== null) return auditTexts.gone(id);
    return `${member.firstName} ${member.lastName}`.trim() || auditTexts.gone(id);
  };

  const rowOf = (entry: AuditEntry): AuditRow => {
    const { recordIds, ...rest } = entry;
    return {
      ...rest,
      actorName: entry.actorId === null ? null : nameOf(entry.actorId),
      // A bulk write names thousands of records: the screen shows the first and how many.
      ...(recordIds && { recordIds: recordIds.slice(0, auditLimits.shownRecordIds), recordCount: recordIds.length }),
    };
  };

  return {
    async page(query: AuditQuery): Promise<AuditAnswer> {
      // What was done before this read (an export, a write answered a moment ago) is in it.
      await audit.settled();
      const size = auditLimits.pageSize;
      const filter = {
        actorId: query.person,
        kind: query.kind,
        from: query.from ? dayStart(query.from) : 0,
        until: query.to ? dayStart(nextDay(query.to)) : undefined,
      };
      const keptFrom = auditCutoff(now()).getTime();
      const asked = query.page ?? 1;
      let found = await index.page(filter, keptFrom, (asked - 1) * size, size);
      const pageCount = Math.max(1, Math.ceil(found.total / size));
      const page = Math.min(asked, pageCount);
      // Past the last page (the log got shorter, a link from before): the last page instead.
      if (page !== asked) found = await index.page(filter, keptFrom, (page - 1) * size, size);
      const people = found.actorIds
        .map((id) => ({ id, name: nameOf(id) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'nl') || a.id - b.id);
      return { entries: found.entries.map(rowOf), total: found.total, page, pageCount, people };
    },
  };
}
