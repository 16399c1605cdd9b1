import { describe, expect, it } from 'vitest';
import { LruMap } from '../../server/infra/lru-map';

describe('LruMap', () => {
  it('lets go of the entry used longest ago, counting reads and writes as uses', () => {
    const map = new LruMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.get('a')).toBe(1);
    map.set('d', 4);
    expect(map.size).toBe(3);
    expect(map.get('b')).toBeUndefined();
    map.set('c', 30);
    map.set('e', 5);
    expect(map.get('a')).toBeUndefined();
    expect([map.get('c'), map.get('d'), map.get('e')]).toEqual([30, 4, 5]);
  });

  it('keeps an undefined value as a value, and refuses a size below 1', () => {
    const map = new LruMap<string, number | undefined>(1);
    map.set('a', undefined);
    expect(map.size).toBe(1);
    map.set('b', 2);
    expect(map.size).toBe(1);
    expect(map.get('b')).toBe(2);
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
