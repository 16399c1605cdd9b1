import type { CollectionFile } from './collection-file';

/**
 * A collection file's text, byte for byte what `JSON.stringify(file, null, 1)` makes, built from
 * each record's own text, kept per record object. Stored records are never changed in place (a
 * write makes a new object), so a record's text stays right for as long as the record lives, and
 * rewriting a file of 10,000 records after one change serializes one record and joins the rest.
 */
export class RecordTexts {
  private readonly cache = new WeakMap<object, string>();

  fileText(file: CollectionFile<unknown>): string {
    if (file.records.length === 0) return `{\n "nextId": ${JSON.stringify(file.nextId)},\n "records": []\n}`;
    const texts = file.records.map((record) => this.recordText(record));
    return `{\n "nextId": ${JSON.stringify(file.nextId)},\n "records": [\n  ${texts.join(',\n  ')}\n ]\n}`;
  }

  private recordText(record: object): string {
    let text = this.cache.get(record);
    if (text === undefined) {
      // Two levels deeper than on its own (inside the file object, inside the records array). JSON
      // text has no raw line breaks inside strings, so every line break is one of the indentation's.
      text = JSON.stringify(record, null, 1).replaceAll('\n', '\n  ');
      this.cache.set(record, text);
    }
    return text;
  }
}
