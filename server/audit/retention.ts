import { monthsBefore } from '../infra/months-before';

/** The log keeps 24 months (docs/decisions/030-audit-log.md). */
export const auditMonths = 24;

/** The oldest moment the log still keeps at `now`; older entries are neither shown nor kept. */
export const auditCutoff = (now: Date) => monthsBefore(now, auditMonths);
