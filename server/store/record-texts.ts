import type { CollectionFile } from './collection-file';

const recordsStart = Buffer.from(',\n "records": [\n  ');
const between = Buffer.from(',\n  ');
const recordsEnd = Buffer.from('\n ]\n}');

/**
 * A collection file's bytes, exactly what `JSON.stringify(file, null, 1)` encodes to, put together
 * from each record's own bytes, kept per record object. Stored records are never changed in place
 * (a write makes a new object), so a record's bytes stay right for as long as the record lives, and
 * rewriting a file of 10,000 records after one change serializes one record and hands the rest
 * to the kernel into the file: no JSON.stringify of every record, no big string to encode again, and no
 * buffer the size of the file per write (which for 7 MB at many writes a second made V8 collect often).
 */
export class RecordTexts {
  private readonly cache = new WeakMap<object, Buffer>();

  /** The file's bytes in parts, in order, for one vectored write: no buffer the size of the file is made. */
  fileParts(file: CollectionFile<unknown>): Buffer[] {
    const head = Buffer.from(`{\n "nextId": ${JSON.stringify(file.nextId)}`);
    if (file.records.length === 0) return [head, Buffer.from(',\n "records": []\n}')];
    const parts: Buffer[] = [head, recordsStart];
    file.records.forEach((record, i) => {
      if (i > 0) parts.push(between);
      parts.push(this.recordBytes(record));
    });
    parts.push(recordsEnd);
    return parts;
  }

  private recordBytes(record: object): Buffer {
    let bytes = this.cache.get(record);
    if (bytes === undefined) {
      // Two levels deeper than on its own (inside the file object, inside the records array). JSON
      // text has no raw line breaks inside strings, so every line break is one of the indentation's.
      bytes = Buffer.from(JSON.stringify(record, null, 1).replaceAll('\n', '\n  '));
      this.cache.set(record, bytes);
    }
    return bytes;
  }
}
