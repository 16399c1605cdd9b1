import {
  memberImportFields,
  type MemberImportData,
  type MemberImportField,
  type MemberImportUpload,
} from '../contracts';
import { BadRequestError } from '../errors';
import { headerKey, recognisedField } from './header-aliases';
import { cellText, type Sheet } from './sheet';
import { importTexts } from './texts';

const examplesPerColumn = 3;
const exampleLength = 60;

/**
 * A field per column: what the last import mapped a column of this name to (also "not imported"),
 * else what its name is recognised as. A field goes to the first column that claims it.
 */
export function proposedColumns(
  sheet: Sheet,
  lastMapping: MemberImportData['mapping'] | undefined,
): Pick<MemberImportUpload, 'columns' | 'remembered'> {
  const remembered = new Map((lastMapping ?? []).map(({ header, field }) => [headerKey(header), field] as const));
  const taken = new Set<MemberImportField>();
  let fromMemory = false;
  const columns = sheet.headers.map((header, index) => {
    const key = headerKey(header);
    const known = key !== '' && remembered.has(key);
    let field = known ? (remembered.get(key) ?? null) : (recognisedField(header) ?? null);
    if (field && taken.has(field)) field = null;
    if (field) taken.add(field);
    fromMemory ||= known;
    const examples: string[] = [];
    for (const row of sheet.rows) {
      if (examples.length === examplesPerColumn) break;
      const text = cellText(row.cells[index] ?? null);
      if (text) examples.push(text.length > exampleLength ? `${text.slice(0, exampleLength)}…` : text);
    }
    return { header, field, examples };
  });
  return { columns, remembered: fromMemory };
}

/** A mapping the admin sent: one choice per column, no field twice, and the names among them. */
export function checkMapping(sheet: Sheet, mapping: readonly (MemberImportField | null)[]): void {
  if (mapping.length !== sheet.headers.length) throw new BadRequestError(importTexts.mappingLength);
  const seen = new Set<MemberImportField>();
  for (const field of mapping) {
    if (!field) continue;
    if (seen.has(field)) throw new BadRequestError(importTexts.mappedTwice(memberImportFields[field].label));
    seen.add(field);
  }
  if (!seen.has('firstName') || !seen.has('lastName')) throw new BadRequestError(importTexts.namesRequired);
}
