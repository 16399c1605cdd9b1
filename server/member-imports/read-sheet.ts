import { UnsupportedMediaError } from '../errors';
import { decodeText, readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import type { Sheet } from './sheet';
import { importTexts } from './texts';
import { looksLikeZip } from './xlsx-zip';

/**
 * An uploaded file's sheet, by what it holds, never by its name: a zip is read as an .xlsx (and
 * refused when it is no workbook), text as CSV, and anything else is no spreadsheet.
 */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  if (looksLikeZip(bytes)) return readXlsx(bytes);
  const text = bytes.length > 0 ? decodeText(bytes) : undefined;
  if (text === undefined) throw new UnsupportedMediaError(importTexts.notASpreadsheet);
  return readCsv(text);
}
