/** The index's facts of one entry, column by column: typed arrays that grow by doubling. */
export class EntryColumns {
  count = 0;
  at = new Float64Array(1024);
  kind = new Uint8Array(1024);
  /** The admin's member id; 0 when no one was signed in. */
  actor = new Uint32Array(1024);
  file = new Uint16Array(1024);
  offset = new Uint32Array(1024);
  length = new Uint32Array(1024);
  /** Whether the entries were added oldest first; else `order` sorts them by time. */
  private inOrder = true;
  private order: Uint32Array | undefined;

  push(at: number, kind: number, actorId: number | null, file: number, offset: number, length: number): void {
    if (this.count === this.at.length) this.grow();
    const row = this.count;
    if (row > 0 && at < this.at[row - 1]!) this.inOrder = false;
    this.at[row] = at;
    this.kind[row] = kind;
    this.actor[row] = actorId ?? 0;
    this.file[row] = file;
    this.offset[row] = offset;
    this.length[row] = length;
    this.count += 1;
    this.order = undefined;
  }

  /**
   * One pass, newest first: the rows that match `filter` (how many, and those of [skip, skip + take)),
   * and every admin of an entry since `keptFrom`.
   */
  find(
    filter: { actorId?: number | undefined; kind?: number | undefined; from: number; until?: number | undefined },
    keptFrom: number,
    skip: number,
    take: number,
  ): { total: number; rows: number[]; actorIds: number[] } {
    const order = this.sorted();
    const from = Math.max(filter.from, keptFrom);
    const until = filter.until ?? Infinity;
    const actor = filter.actorId ?? -1;
    const kind = filter.kind ?? -1;
    const actors = new Set<number>();
    const rows: number[] = [];
    let total = 0;
    for (let position = this.count - 1; position >= 0; position -= 1) {
      const row = order ? order[position]! : position;
      const at = this.at[row]!;
      if (at < keptFrom) {
        // Oldest first, so nothing further back is kept either.
        break;
      }
      const who = this.actor[row]!;
      if (who !== 0) actors.add(who);
      if (at < from || at >= until || (actor !== -1 && who !== actor) || (kind !== -1 && this.kind[row] !== kind)) {
        continue;
      }
      if (total >= skip && total < skip + take) rows.push(row);
      total += 1;
    }
    return { total, rows, actorIds: [...actors] };
  }

  /** undefined while the rows are in time order; else the rows sorted by time (then as added). */
  private sorted(): Uint32Array | undefined {
    if (this.inOrder) return undefined;
    if (!this.order) {
      const order = new Uint32Array(this.count);
      for (let row = 0; row < this.count; row += 1) order[row] = row;
      this.order = order.sort((a, b) => this.at[a]! - this.at[b]! || a - b);
    }
    return this.order;
  }

  private grow(): void {
    const size = this.at.length * 2;
    const grown = <A extends Float64Array | Uint8Array | Uint16Array | Uint32Array>(
      column: A,
      make: (n: number) => A,
    ) => {
      const next = make(size);
      next.set(column);
      return next;
    };
    this.at = grown(this.at, (n) => new Float64Array(n));
    this.kind = grown(this.kind, (n) => new Uint8Array(n));
    this.actor = grown(this.actor, (n) => new Uint32Array(n));
    this.file = grown(this.file, (n) => new Uint16Array(n));
    this.offset = grown(this.offset, (n) => new Uint32Array(n));
    this.length = grown(this.length, (n) => new Uint32Array(n));
  }
}
