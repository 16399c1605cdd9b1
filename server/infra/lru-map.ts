/**
 * A map that holds at most `max` entries and, when full, lets go of the one used longest ago: a
 * bounded cache that a stream of new keys cannot empty, since what is asked for often stays.
 * A Map keeps its keys in the order they were set, so a use moves its key to the end.
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`LruMap needs a size of at least 1, not ${max}.`);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, marked as just used. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Keeps the value as the most recently used one, letting go of the least recently used beyond `max`. */
  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  clear(): void {
    this.#entries.clear();
  }
}
