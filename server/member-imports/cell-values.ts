import {
  limitTexts,
  memberEmailSchema,
  memberImportFields,
  withRefusedAsSpace,
  type MemberImportField,
  type MemberRole,
} from '../contracts';
import { cellText, type Cell } from './sheet';
import { importTexts } from './texts';

export type CellValue = string | number | boolean;
/** A cell read for its field: its value, nothing (an empty cell), or why it cannot be read. */
export type ReadCell = { value: CellValue } | { empty: true } | { problem: string };

const dayMs = 24 * 60 * 60 * 1000;
// Excel counts days from 1899-12-30 (its 1900 leap-year bug makes that the zero for every date after
// February 1900); up to 9999-12-31.
const excelEpoch = Date.UTC(1899, 11, 30);
const lastSerial = 2_958_465;

/** 'YYYY-MM-DD' when the three numbers make a real calendar day. */
function isoDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

const fromSerial = (serial: number) =>
  serial >= 61 && serial <= lastSerial
    ? new Date(excelEpoch + Math.floor(serial) * dayMs).toISOString().slice(0, 10)
    : undefined;

/**
 * A date as sheets write it: a date cell, an Excel serial (a number, or five digits in a CSV),
 * yyyy-mm-dd, or day first with '/', '-' or '.' (dd/mm/yyyy, d-m-yyyy); a time after it is ignored.
 */
export function readDate(cell: Cell): string | undefined {
  if (cell instanceof Date) return isoDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  if (typeof cell === 'number') return fromSerial(cell);
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim().replace(/[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/, '');
  if (/^\d{5}$/.test(text)) return fromSerial(Number(text));
  const isoMatch = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (isoMatch) return isoDay(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const dayFirst = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(text);
  if (dayFirst) return isoDay(Number(dayFirst[4]), Number(dayFirst[3]), Number(dayFirst[1]));
  return undefined;
}

/** Words compared without case, accents or spaces. */
const wordKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const booleanWords = new Map<string, boolean>([
  ...['ja', 'j', 'yes', 'y', '1', 'x', 'waar', 'true', 'wahr', 'vrai', 'oui'].map((word) => [word, true] as const),
  ...['nee', 'n', 'no', '0', 'onwaar', 'false', 'neen', 'non'].map((word) => [word, false] as const),
]);

/** The roles by their codes and by the Dutch names the member screens and the export use. */
const roleWords = new Map<string, MemberRole>([
  ['boardmember', 'BOARDMEMBER'],
  ['bestuurslid', 'BOARDMEMBER'],
  ['bestuur', 'BOARDMEMBER'],
  ['member', 'MEMBER'],
  ['lid', 'MEMBER'],
  ['aid', 'AID'],
  ['helper', 'AID'],
  ['euraudax', 'EURAUDAX'],
  ['helpingmember', 'HELPINGMEMBER'],
  ['helpendlid', 'HELPINGMEMBER'],
]);

const genderWords = new Map<string, 'male' | 'female' | 'x'>([
  ...['m', 'man', 'male', 'mannelijk', 'h', 'homme'].map((word) => [word, 'male'] as const),
  ...['v', 'vrouw', 'female', 'f', 'vrouwelijk', 'femme'].map((word) => [word, 'female'] as const),
  ...['x', 'anders', 'andere', 'other', 'onbekend'].map((word) => [word, 'x'] as const),
]);

/** A cell read as the field's kind of value; every refusal says, in Dutch, what was found. */
export function readCell(field: MemberImportField, cell: Cell): ReadCell {
  const spec = memberImportFields[field];
  const shown = cellText(cell);
  if (shown === '') return { empty: true };
  switch (spec.kind) {
    case 'date': {
      const day = readDate(cell);
      return day ? { value: day } : { problem: importTexts.badDate(spec.label, shown) };
    }
    case 'boolean': {
      const flag = typeof cell === 'boolean' ? cell : booleanWords.get(wordKey(shown));
      return flag === undefined ? { problem: importTexts.badBoolean(spec.label, shown) } : { value: flag };
    }
    case 'role': {
      const role = roleWords.get(wordKey(shown));
      return role ? { value: role } : { problem: importTexts.badRole(spec.label, shown) };
    }
    case 'gender': {
      const gender = genderWords.get(wordKey(shown));
      return gender ? { value: gender } : { problem: importTexts.badGender(spec.label, shown) };
    }
    case 'order': {
      const order = typeof cell === 'number' ? cell : /^\d{1,9}$/.test(shown) ? Number(shown) : NaN;
      return Number.isInteger(order) && order >= 0
        ? { value: order }
        : { problem: importTexts.badOrder(spec.label, shown) };
    }
    case 'email': {
      const email = memberEmailSchema.safeParse(shown);
      return email.success ? { value: email.data } : { problem: importTexts.badEmail(shown) };
    }
    case 'text': {
      // A line break typed in a one-line cell (Alt+Enter in Excel) is layout there: a space here.
      const text = withRefusedAsSpace(spec.text, shown).trim();
      if (text.length > spec.text.max) return { problem: limitTexts.tooLong(spec.text) };
      return { value: text };
    }
  }
}
