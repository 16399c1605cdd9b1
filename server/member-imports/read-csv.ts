import { CsvError, parse } from 'csv-parse/sync';
import { memberImportLimits } from '../contracts';
import { BadRequestError } from '../errors';
import { SheetCollector, type Sheet } from './sheet';
import { importTexts } from './texts';

const utf8Bom = [0xef, 0xbb, 0xbf];
const utf16Bom = [0xff, 0xfe];
const startsWith = (bytes: Buffer, start: number[]) => start.every((byte, index) => bytes[index] === byte);

/**
 * The file's text: UTF-8 (with or without its byte order mark), UTF-16 with its mark (Excel's
 * "Unicode-tekst"), and otherwise Windows-1252, what Excel on a Belgian Windows writes as "CSV".
 * Undefined when it holds characters no text file has (a binary file, whatever its name).
 */
export function decodeText(bytes: Buffer): string | undefined {
  let text: string;
  if (startsWith(bytes, utf8Bom)) text = new TextDecoder('utf-8').decode(bytes.subarray(3));
  else if (startsWith(bytes, utf16Bom)) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  // Tabs and line breaks belong in a CSV; other control characters (NUL above all) mean binary.
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text;
}

/** The separator the first line uses most: ';' (Excel in Belgium), ',' or a tab; ';' wins a tie. */
export function separatorOf(text: string): string {
  const counts = new Map([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  let most = 0;
  for (const [separator, count] of counts) {
    if (count > most) [best, most] = [separator, count];
  }
  return best;
}

const csvProblems: Partial<Record<string, (line: number) => string>> = {
  CSV_QUOTE_NOT_CLOSED: (line) => `een aanhalingsteken wordt niet gesloten (vanaf regel ${line}).`,
  CSV_INVALID_CLOSING_QUOTE: (line) => `na een afsluitend aanhalingsteken volgt nog tekst (regel ${line}).`,
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: (line) =>
    `na een afsluitend aanhalingsteken volgt nog tekst (regel ${line}).`,
  CSV_MAX_RECORD_SIZE: (line) => `regel ${line} is te lang.`,
};

/** A CSV file's rows (csv-parse), held to the same bounds as a sheet. */
export function readCsv(text: string): Sheet {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      relax_quotes: true,
      // A record holds at most every column at its longest; a wrong separator or quote stops here.
      max_record_size: memberImportLimits.columns * (memberImportLimits.cell + 3),
      // The header, the rows allowed and one more, to know there are too many.
      to: memberImportLimits.rows + 2,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 1;
    const problem = csvProblems[error.code]?.(line) ?? `fout op regel ${line}.`;
    throw new BadRequestError(importTexts.unreadableCsv(problem));
  }
  const sheet = new SheetCollector();
  // The rows are numbered as in the file: the first record is row 1, as in a spreadsheet.
  records.forEach((record, index) => sheet.add(index + 1, record));
  return sheet.finish();
}
