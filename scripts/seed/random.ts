/**
 * A small seeded generator (mulberry32): the same --seed gives the same members on every run, which
 * keeps benchmark figures comparable between runs.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number) => Math.floor(next() * maxExclusive);
  const hex = (length: number) => {
    let out = '';
    while (out.length < length) out += (int(0x10000) | 0x10000).toString(16).slice(1);
    return out.slice(0, length);
  };

  return {
    next,
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    /** Early items are far more common than late ones (names, cities), as in real life. */
    pickSkewed: <T>(items: readonly T[]): T => items[Math.floor(items.length * next() ** 2.2)]!,
    /** A picker over [item, weight] pairs. */
    weighted<T>(entries: readonly (readonly [T, number])[]): () => T {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      return () => {
        let roll = next() * total;
        for (const [item, weight] of entries) {
          roll -= weight;
          if (roll < 0) return item;
        }
        return entries[entries.length - 1]![0];
      };
    },
    hex,
    /** A version-4 UUID made from this generator rather than the system's randomness. */
    uuid: () => {
      const h = hex(32);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((int(4) + 8).toString(16))}${h.slice(17, 20)}-${h.slice(20)}`;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
