import { createHash } from 'node:crypto';
import {
  memberDataSchema,
  type MemberData,
  type MemberImportBefore,
  type MemberImportField,
  type MemberImportPlan,
  type MemberImportRow,
  type MemberImportRowStatus,
  type MemberRecord,
} from '../contracts';
import { emailKey, fullName, memberMatcher, nameKey, personKey, type Person } from './matching';
import { differences, rowValues, withValues } from './row-values';
import { cellText, type Sheet } from './sheet';
import { importTexts } from './texts';

export type PlannedUpdate = { id: number; version: number; data: MemberData; before: MemberImportBefore };

/** A dry run's answer, and the writes a confirmation makes of it. */
export type Plan = MemberImportPlan & { creates: MemberData[]; updates: PlannedUpdate[] };

const stripMeta = ({ id: _id, version: _version, updatedAt: _updatedAt, ...data }: MemberRecord): MemberData => data;

/**
 * What importing the sheet with this mapping would do, row by row, against the members as they
 * are: nothing is written here. Rows are matched to members (matching.ts), and a later row naming
 * the same person as an earlier one is skipped, so no member is written twice.
 */
export function planImport(
  sheet: Sheet,
  mapping: readonly (MemberImportField | null)[],
  members: readonly MemberRecord[],
  /** The administrators: their e-mail address is how they sign in and reset a password, never an import's to change. */
  adminIds: ReadonlySet<number> = new Set(),
): Plan {
  const match = memberMatcher(members);
  const fields = mapping.filter((field): field is MemberImportField => field !== null);
  const seen = new Map<string, number>();
  const rows: MemberImportRow[] = [];
  const creates: MemberData[] = [];
  const updates: PlannedUpdate[] = [];
  const versions: number[] = [];
  const firstColumn = mapping.indexOf('firstName');
  const lastColumn = mapping.indexOf('lastName');

  for (const sheetRow of sheet.rows) {
    const row = sheetRow.number;
    const values = rowValues(sheetRow, mapping);
    const person: Person = typeof values === 'string' ? {} : (values as Person);
    const name = [firstColumn, lastColumn]
      .map((column) => cellText(sheetRow.cells[column] ?? null))
      .filter(Boolean)
      .join(' ');
    const skip = (reason: string) => rows.push({ row, name, status: 'skipped', reason });
    if (typeof values === 'string') {
      skip(values);
      continue;
    }

    const found = match(person);
    if ('skip' in found) {
      skip(found.skip);
      continue;
    }
    const keys = [
      found.member ? `lid:${found.member.id}` : undefined,
      person.email && person.firstName ? `mail:${emailKey(person.email)}|${nameKey(person.firstName)}` : undefined,
      personKey(person),
    ].filter((key): key is string => key !== undefined);
    const earlier = keys.map((key) => seen.get(key)).find((number) => number !== undefined);
    if (earlier !== undefined) {
      skip(importTexts.sameAsRow(earlier));
      continue;
    }
    for (const key of keys) seen.set(key, row);

    const current = found.member;
    const parsed = memberDataSchema.safeParse(withValues(current ? stripMeta(current) : {}, values));
    if (!parsed.success) {
      // What is left for the schema to refuse is a missing name: its own message says so.
      skip(parsed.error.issues[0]?.message ?? importTexts.incomplete);
      continue;
    }
    if (!current) {
      creates.push(parsed.data);
      rows.push({ row, name, status: 'new', ...('note' in found && found.note ? { reason: found.note } : {}) });
      continue;
    }
    const { changes, before } = differences(stripMeta(current), parsed.data, fields);
    const shownName = name || fullName(current);
    if (adminIds.has(current.id) && emailKey(current.email ?? '') !== emailKey(parsed.data.email ?? '')) {
      skip(importTexts.adminEmail);
      continue;
    }
    versions.push(current.id, current.version);
    if (changes.length === 0) {
      rows.push({ row, name: shownName, status: 'unchanged', memberId: current.id });
      continue;
    }
    updates.push({ id: current.id, version: current.version, data: parsed.data, before });
    rows.push({ row, name: shownName, status: 'updated', memberId: current.id, changes });
  }

  const counts: Record<MemberImportRowStatus, number> = { new: 0, updated: 0, unchanged: 0, skipped: 0 };
  for (const row of rows) counts[row.status] += 1;
  // The outcome and the versions it was computed from: the same file and mapping over the same
  // members give the same key, and a member changed since gives another.
  const planKey = createHash('sha256')
    .update(JSON.stringify([rows, versions]))
    .digest('base64url');
  return { counts, rows, planKey, creates, updates };
}
