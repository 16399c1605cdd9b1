/** Seeded random numbers, and the small pickers the big store's records are drawn with. */
export type Random = () => number;

/** Deterministic, so two bench runs measure the same store. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
export const pad = (value: number) => String(value).padStart(2, '0');
