import { monthsBefore } from '../infra/months-before';

/** Issue 30: the log keeps 24 months. */
export const auditMonths = 24;

/** The oldest moment the log still keeps at `now`; older entries are neither shown nor kept. */
export const auditCutoff = (now: Date) => monthsBefore(now, auditMonths);
