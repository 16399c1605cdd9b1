/**
 * Units and tables for the bench report. Sizes use decimal units (1 KB = 1000 bytes,
 * 1 MB = 1,000,000 bytes), as Vite prints them; that is the stricter reading of the budgets.
 */

export const KB = 1000;
export const MB = 1000 * 1000;

export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
export const mb = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB`;
export const ms = (value: number): string => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const count = (value: number): string => Math.round(value).toLocaleString('en-US');

/** ✓ within budget, ✗ over it, blank where a figure has no budget. */
export function mark(withinBudget: boolean | undefined): string {
  if (withinBudget === undefined) return '';
  return withinBudget ? '✓' : '✗';
}

export type Align = 'left' | 'right';

/** A plain-text table; numbers read best right-aligned, so callers pass an alignment per column. */
export function table(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return align[column] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

export function heading(title: string): string {
  return `\n${title}\n${'═'.repeat(title.length)}`;
}

/** An error as text; a server that failed to start carries the end of its output in the message. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
