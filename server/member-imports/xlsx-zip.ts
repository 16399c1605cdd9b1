import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaError } from '../errors';
import { importTexts } from './texts';

const inflate = promisify(inflateRaw);

/** What the sheet's cells may unpack to: a sheet of 10,000 rows by 60 columns stays well under it. */
export const maxUnpackedBytes = 50 * 1024 * 1024;
const maxEntries = 2000;

/** The parts of an .xlsx the reader needs; the first sheet is found among the worksheets. */
const needed =
  /^xl\/(?:workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|styles\.xml|worksheets\/sheet\d+\.xml)$/;

/** Whether the bytes start like a zip file (what every .xlsx is). */
export const looksLikeZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

type Entry = { name: string; method: number; compressedSize: number; localOffset: number };

/** The entries of the central directory; anything that does not add up is no readable .xlsx. */
function centralDirectory(bytes: Buffer): Entry[] {
  const unreadable = () => new BadRequestError(importTexts.unreadableXlsx);
  // The end record sits in the last 22 bytes plus at most a 64 KB comment.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > maxEntries) throw unreadable();
  const entries: Entry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** One entry's bytes, unpacked; at most `budget` bytes, whatever its header says. */
async function unpack(bytes: Buffer, entry: Entry, budget: number): Promise<Buffer> {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) {
    throw new BadRequestError(importTexts.unreadableXlsx);
  }
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new BadRequestError(importTexts.unreadableXlsx);
  if (entry.method === 0) {
    if (data.length > budget) throw new PayloadTooLargeError(importTexts.unpackedTooLarge);
    return data;
  }
  if (entry.method !== 8) throw new BadRequestError(importTexts.unreadableXlsx);
  try {
    return await inflate(data, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new PayloadTooLargeError(importTexts.unpackedTooLarge);
    }
    throw new BadRequestError(importTexts.unreadableXlsx);
  }
}

/** What the reader waits for before it reads a sheet: put in empty when a file has none. */
const emptyParts = {
  'xl/sharedStrings.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
};

/**
 * The parts of an .xlsx the sheet reader needs, unpacked here under one budget, so a small file that
 * unpacks to gigabytes is refused before any XML is read. They are handed on as a new zip of stored
 * parts, in the order exceljs's streaming reader wants (the shared strings and styles before the
 * sheets, else it parks each sheet in a temp file): it then reads exactly the bytes counted here.
 */
export async function repackedXlsx(bytes: Buffer): Promise<Buffer[]> {
  const entries = centralDirectory(bytes).filter((entry) => needed.test(entry.name));
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) {
    throw new UnsupportedMediaError(importTexts.notASpreadsheet);
  }
  const rank = (name: string) => (name.startsWith('xl/worksheets/') ? 1 : 0);
  const sheetNumber = (name: string) => Number(/sheet(\d{1,6})\.xml$/.exec(name)?.[1] ?? 0);
  entries.sort((a, b) => rank(a.name) - rank(b.name) || sheetNumber(a.name) - sheetNumber(b.name));

  let left = maxUnpackedBytes;
  const contents: { name: string; content: Buffer }[] = [];
  for (const entry of entries) {
    const content = await unpack(bytes, entry, left);
    left -= content.length;
    contents.push({ name: entry.name, content });
  }
  // Without shared strings (a streaming writer's file has none) or the workbook's links, the reader
  // would park each sheet in a temp file to wait for them.
  for (const [name, empty] of Object.entries(emptyParts)) {
    if (!contents.some((part) => part.name === name)) contents.unshift({ name, content: Buffer.from(empty) });
  }
  return storedZip(contents);
}

/** A zip of the parts as they are (stored, not packed), in the given order. */
function storedZip(contents: readonly { name: string; content: Buffer }[]): Buffer[] {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name: entryName, content } of contents) {
    const name = Buffer.from(entryName, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6); // the name is UTF-8
    header.writeUInt32LE(crc32(content), 14);
    header.writeUInt32LE(content.length, 18);
    header.writeUInt32LE(content.length, 22);
    header.writeUInt16LE(name.length, 26);
    parts.push(header, name, content);
    central.push(centralEntry(header, name, offset));
    offset += header.length + name.length + content.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(contents.length, 8);
  end.writeUInt16LE(contents.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return [...parts, directory, end];
}

/** The central directory's record of a part written with `local` as its header. */
function centralEntry(local: Buffer, name: Buffer, offset: number): Buffer {
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(20, 4);
  local.copy(entry, 6, 4, 30);
  entry.writeUInt32LE(offset, 42);
  return Buffer.concat([entry, name]);
}
