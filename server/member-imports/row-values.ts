import {
  addressImportFields,
  memberImportFields,
  type Address,
  type MemberData,
  type MemberImportBefore,
  type MemberImportChange,
  type MemberImportField,
  type MemberRole,
} from '../contracts';
import { readCell, type CellValue } from './cell-values';
import type { SheetRow } from './sheet';
import { valueTexts } from './texts';

/** The fields a row gives a value for; an empty cell gives none (the member keeps what it has). */
export type RowValues = Partial<Record<MemberImportField, CellValue>>;

/** The row's values by the mapping (one field or null per column), or the first cell that cannot be read. */
export function rowValues(row: SheetRow, mapping: readonly (MemberImportField | null)[]): RowValues | string {
  const values: RowValues = {};
  for (const [column, field] of mapping.entries()) {
    if (!field) continue;
    const read = readCell(field, row.cells[column] ?? null);
    if ('problem' in read) return read.problem;
    if ('value' in read) values[field] = read.value;
  }
  return values;
}

type AddressField = (typeof addressImportFields)[number];
const isAddressField = (field: MemberImportField): field is AddressField =>
  (addressImportFields as readonly string[]).includes(field);

const noAddress: Address = {
  street: null,
  houseNumber: null,
  busNumber: null,
  city: null,
  postalCode: null,
  country: null,
};

/** The member's data with the row's values over it: the input to the member schema. */
export function withValues(current: Partial<MemberData>, values: RowValues): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current };
  let address: Address | undefined;
  for (const [field, value] of Object.entries(values) as [MemberImportField, CellValue][]) {
    if (isAddressField(field)) {
      address ??= { ...noAddress, ...current.address };
      address[field] = String(value);
    } else next[field] = value;
  }
  if (address) next.address = address;
  return next;
}

/** A field's value on a member, the address's parts read from its address. */
function valueOf(member: MemberData, field: MemberImportField): unknown {
  return isAddressField(field) ? (member.address?.[field] ?? null) : (member[field] ?? null);
}

const roleNames: Record<MemberRole, string> = {
  BOARDMEMBER: 'Bestuurslid',
  MEMBER: 'Lid',
  AID: 'Helper',
  EURAUDAX: 'Euraudax',
  HELPINGMEMBER: 'Helpend Lid',
};
const genderNames: Record<MemberData['gender'], string> = { male: 'Man', female: 'Vrouw', x: 'X' };

/** A value as the dry run shows it: dates day first, yes or no, the role's and gender's Dutch names. */
function shown(field: MemberImportField, value: unknown): string {
  if (value === null || value === undefined || value === '') return valueTexts.empty;
  const kind = memberImportFields[field].kind;
  if (typeof value === 'boolean') return value ? valueTexts.yes : valueTexts.no;
  if (kind === 'date' && typeof value === 'string') return value.split('-').reverse().join('/');
  if (kind === 'role') return roleNames[value as MemberRole];
  if (kind === 'gender') return genderNames[value as MemberData['gender']];
  return String(value);
}

/**
 * What an update changes, field by field (old → new as the dry run shows them), and the member's
 * changed fields as they were (the address as a whole), which the import's undo puts back.
 */
export function differences(
  current: MemberData,
  next: MemberData,
  fields: readonly MemberImportField[],
): { changes: MemberImportChange[]; before: MemberImportBefore } {
  const changes: MemberImportChange[] = [];
  const before: Record<string, unknown> = {};
  for (const field of fields) {
    const old = valueOf(current, field);
    const now = valueOf(next, field);
    if (old === now) continue;
    changes.push({ field, before: shown(field, old), after: shown(field, now) });
    const key = isAddressField(field) ? 'address' : field;
    before[key] = current[key] ?? null;
  }
  return { changes, before: before as MemberImportBefore };
}
