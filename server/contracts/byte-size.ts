const sizeUnits = ['bytes', 'kB', 'MB', 'GB', 'TB'];

/**
 * A size as the operator and the admin read it, in Dutch and decimal units: '12,3 MB', '1,5 GB',
 * '312 MB'. Rounded down, so free space is never said to be more than it is.
 */
export function formatByteSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < sizeUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const shown = Math.floor(value * 10 ** digits) / 10 ** digits;
  return `${shown.toLocaleString('nl-BE', { maximumFractionDigits: digits })} ${sizeUnits[unit]}`;
}
