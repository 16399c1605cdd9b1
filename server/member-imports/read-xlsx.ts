import { Readable } from 'node:stream';
import { AppError, BadRequestError } from '../errors';
import { SheetCollector, type Cell, type Sheet } from './sheet';
import { importTexts } from './texts';
import { repackedXlsx } from './xlsx-zip';

/** A cell value as exceljs gives it: plain, or rich text, a link, a formula with its result, an error. */
function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'object') return null;
  const parts = value as { richText?: unknown; text?: unknown; result?: unknown };
  if (Array.isArray(parts.richText)) {
    return parts.richText.map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : '')).join('');
  }
  if ('text' in parts) return toCell(parts.text);
  if ('result' in parts) return toCell(parts.result);
  return null;
}

/**
 * The parts in pieces of 64 KB, as an unzip would hand them on: the XML parser takes each chunk in
 * one go, and a sheet of megabytes in one chunk costs a hundred megabytes of events at once.
 */
function* inPieces(parts: readonly Buffer[]): Generator<Buffer> {
  const size = 64 * 1024;
  for (const part of parts) for (let at = 0; at < part.length; at += size) yield part.subarray(at, at + size);
}

/**
 * The first worksheet with anything in it, read row by row with exceljs's streaming reader (a
 * workbook in memory would take some 400 MB for the largest sheet allowed). Dates come as dates
 * when the sheet's styles say so, else as the numbers Excel keeps them as.
 */
export async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const parts = await repackedXlsx(bytes);
  // Loaded with the first import only: exceljs is large.
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(inPieces(parts)), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let collector: SheetCollector | undefined;
  try {
    for await (const worksheet of reader) {
      // Every sheet is read to its end (the zip holds them in turn); only the first with rows is kept.
      const sheet = collector ? undefined : new SheetCollector();
      for await (const row of worksheet) {
        if (!sheet) continue;
        const values = row.values as unknown[];
        sheet.add(row.number, values.slice(1).map(toCell));
      }
      if (sheet?.started) collector = sheet;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new BadRequestError(importTexts.unreadableXlsx);
  }
  if (!collector) throw new BadRequestError(importTexts.empty);
  return collector.finish();
}
