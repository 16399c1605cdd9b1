import { memberImportLimits } from '../contracts';
import { BadRequestError, PayloadTooLargeError } from '../errors';
import { importTexts } from './texts';

/** A cell as the readers hand it on: a CSV gives text only, an .xlsx also numbers, booleans and dates. */
export type Cell = string | number | boolean | Date | null;
export type SheetRow = { number: number; cells: Cell[] };
/** The first row with anything in it names the columns; the rows after it are the members. */
export type Sheet = { headers: string[]; rows: SheetRow[] };

/** 1 → 'A', 27 → 'AA': a column as Excel names it, for a message about a cell. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

const isEmpty = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** 'dd/mm/yyyy' of a date cell, by its calendar day (exceljs makes dates at UTC midnight). */
export function dayText(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** A cell as text, the way a person would read it in the sheet. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return dayText(cell);
  if (typeof cell === 'boolean') return cell ? 'ja' : 'nee';
  return String(cell).trim();
}

/**
 * Collects a sheet's rows as a reader finds them and holds them to the bounds: columns, the length
 * of a cell and of a column name, and the number of rows. A bound is refused at the row that
 * passes it, so a reader stops there.
 */
export class SheetCollector {
  private headers: string[] | undefined;
  private readonly rows: SheetRow[] = [];

  add(number: number, row: readonly Cell[]): void {
    let width = row.length;
    while (width > 0 && isEmpty(row[width - 1] ?? null)) width--;
    if (width === 0) return;
    if (width > memberImportLimits.columns) throw new BadRequestError(importTexts.tooManyColumns);
    const cells = Array.from({ length: width }, (_, index) => row[index] ?? null);
    cells.forEach((cell, index) => {
      if (typeof cell === 'string' && cell.length > memberImportLimits.cell) {
        throw new BadRequestError(importTexts.cellTooLong(`${columnLetter(index + 1)}${number}`));
      }
    });
    if (!this.headers) {
      this.headers = cells.map((cell, index) => {
        const header = cellText(cell);
        if (header.length > memberImportLimits.header) {
          throw new BadRequestError(importTexts.headerTooLong(`${columnLetter(index + 1)}${number}`));
        }
        return header;
      });
      return;
    }
    if (this.rows.length >= memberImportLimits.rows) throw new PayloadTooLargeError(importTexts.tooManyRows);
    this.rows.push({ number, cells });
  }

  /** Whether the column names were found: the sheet has something in it. */
  get started(): boolean {
    return this.headers !== undefined;
  }

  finish(): Sheet {
    if (!this.headers || this.rows.length === 0) throw new BadRequestError(importTexts.empty);
    const width = this.rows.reduce((widest, row) => Math.max(widest, row.cells.length), this.headers.length);
    const headers = Array.from({ length: width }, (_, index) => this.headers?.[index] ?? '');
    return { headers, rows: this.rows };
  }
}
