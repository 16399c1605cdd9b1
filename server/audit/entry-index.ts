import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { auditEntrySchema, auditKinds, type AuditEntry } from '../contracts';
import { auditFileNames } from '../infra/audit-files';
import { serialQueue } from '../infra/serial-queue';
import { EntryColumns } from './entry-columns';

/** What a page asks of the index: each bound optional, times in ms. */
export type IndexFilter = {
  actorId?: number | undefined;
  kind?: AuditEntry['kind'] | undefined;
  /** Entries at or after this moment (the retention's cutoff, or the first day asked). */
  from: number;
  /** Entries before this moment. */
  until?: number | undefined;
};

export type IndexPage = { total: number; entries: AuditEntry[]; actorIds: number[] };

const kindIndex = new Map<string, number>(auditKinds.map((kind, index) => [kind, index]));
const newline = 0x0a;

/** Where a file is read up to, and which file it still is (a restore puts another in its place). */
type FileState = { index: number; ino: number; bytes: number };

/**
 * A compact index of the log for its screen: per entry its time, kind, admin and where its line is,
 * in typed arrays (some 25 bytes an entry, 2.5 MB for 100,000), not the entries themselves. Loaded on
 * the first read; each read first catches up with what was appended since (by this server, or by a
 * backup from the command line), so it needs no word from the writer. A file that shrank, went or was
 * replaced (the retention, a restore) makes it start over. A page's entries are read from their lines.
 */
export function auditIndex(folder: string) {
  let files = new Map<string, FileState>();
  let names: string[] = [];
  let columns = new EntryColumns();
  const inTurn = serialQueue();

  function reset(): void {
    files = new Map();
    names = [];
    columns = new EntryColumns();
  }

  /** Indexes the whole lines of `buffer` (from `start` in its file); answers the bytes taken. */
  function indexLines(buffer: Buffer, file: number, start: number): number {
    let position = 0;
    for (let end = buffer.indexOf(newline, position); end !== -1; end = buffer.indexOf(newline, position)) {
      const at = lineFacts(buffer.toString('utf8', position, end));
      if (at) columns.push(at.at, at.kind, at.actorId, file, start + position, end - position);
      position = end + 1;
    }
    // A line without its end is being written, or was cut off by a crash: read again next time.
    return position;
  }

  async function readFrom(name: string, state: FileState, size: number): Promise<void> {
    const handle = await open(path.join(folder, name), 'r');
    try {
      const buffer = Buffer.alloc(size - state.bytes);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, state.bytes);
      state.bytes += indexLines(buffer.subarray(0, bytesRead), state.index, state.bytes);
    } finally {
      await handle.close();
    }
  }

  async function catchUp(): Promise<void> {
    const present = await auditFileNames(folder);
    const stats = new Map(
      await Promise.all(
        present.map(async (name) => [name, await stat(path.join(folder, name)).catch(() => undefined)] as const),
      ),
    );
    const changed = [...files].some(([name, state]) => {
      const now = stats.get(name);
      return !now || now.ino !== state.ino || now.size < state.bytes;
    });
    if (changed) reset();
    for (const name of present) {
      const now = stats.get(name);
      if (!now) continue;
      let state = files.get(name);
      if (!state) {
        state = { index: names.length, ino: now.ino, bytes: 0 };
        files.set(name, state);
        names.push(name);
      }
      if (now.size > state.bytes) await readFrom(name, state, now.size);
    }
  }

  /** The entries of `rows` from their lines, in that order; a line that no longer reads is left out. */
  async function entries(rows: readonly number[]): Promise<AuditEntry[]> {
    const read = new Map<number, AuditEntry>();
    const byFile = new Map<number, number[]>();
    for (const row of rows) {
      const file = columns.file[row]!;
      byFile.set(file, [...(byFile.get(file) ?? []), row]);
    }
    for (const [file, fileRows] of byFile) {
      const handle = await open(path.join(folder, names[file]!), 'r').catch(() => undefined);
      if (!handle) continue;
      try {
        for (const row of fileRows) {
          const buffer = Buffer.alloc(columns.length[row]!);
          await handle.read(buffer, 0, buffer.length, columns.offset[row]!);
          const parsed = auditEntrySchema.safeParse(parseJson(buffer.toString('utf8')));
          if (parsed.success) read.set(row, parsed.data);
        }
      } finally {
        await handle.close();
      }
    }
    return rows.flatMap((row) => read.get(row) ?? []);
  }

  return {
    /**
     * The entries that match, newest first: how many, those of the page [skip, skip + take), and every
     * admin of an entry since `keptFrom` (for the person filter).
     */
    page(filter: IndexFilter, keptFrom: number, skip: number, take: number): Promise<IndexPage> {
      return inTurn(async () => {
        await catchUp();
        const kind = filter.kind === undefined ? undefined : kindIndex.get(filter.kind);
        const { total, rows, actorIds } = columns.find({ ...filter, kind }, keptFrom, skip, take);
        return { total, actorIds, entries: await entries(rows) };
      });
    },
  };
}

export type AuditIndex = ReturnType<typeof auditIndex>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The facts the index keeps of a line; undefined for a line that is no entry (broken, or not ours). */
function lineFacts(line: string): { at: number; kind: number; actorId: number | null } | undefined {
  const entry = parseJson(line) as { at?: unknown; kind?: unknown; actorId?: unknown } | undefined;
  if (typeof entry !== 'object' || entry === null || typeof entry.at !== 'string') return undefined;
  const at = Date.parse(entry.at);
  const kind = kindIndex.get(String(entry.kind));
  const { actorId } = entry;
  const validActor = actorId === null || (Number.isSafeInteger(actorId) && (actorId as number) > 0);
  if (!Number.isFinite(at) || kind === undefined || !validActor) return undefined;
  return { at, kind, actorId: actorId as number | null };
}
