/**
 * Seeded randomness. Every generated row gets its own generator derived from (seed, stream, index),
 * so a row's content depends only on those three numbers: not on batch sizes, on the order in
 * which streams are written, or on how many rows came before it.
 */

export type Random = () => number;

/** mulberry32: tiny, fast and good enough for test data (not for anything secret). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes integers into one well-spread 32-bit seed (murmur3's finaliser applied per input). */
export function mixSeed(...parts: number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) {
    let k = Math.imul(part | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    hash ^= Math.imul(k, 0x1b873593);
    hash = Math.imul((hash << 13) | (hash >>> 19), 5) + 0xe6546b64;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export function randomFor(seed: number, stream: number, index: number): Random {
  return mulberry32(mixSeed(seed, stream, index));
}

export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick from an empty list");
  return items[Math.floor(random() * items.length)] as T;
}

/** Up to `count` distinct items in random order (partial Fisher–Yates on a copy). */
export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const copy = items.slice();
  const wanted = Math.min(count, copy.length);
  for (let i = 0; i < wanted; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, wanted);
}

/**
 * A weighted choice in O(log n) per draw, for lists drawn from millions of times (cities, companies).
 */
export class WeightedTable<T> {
  readonly items: readonly T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    const kept = entries.filter(([, weight]) => weight > 0);
    if (kept.length === 0) throw new Error("a weighted table needs at least one positive weight");
    this.items = kept.map(([item]) => item);
    this.cumulative = new Float64Array(kept.length);
    let running = 0;
    kept.forEach(([, weight], index) => {
      running += weight;
      this.cumulative[index] = running;
    });
    this.total = running;
  }

  draw(random: Random): T {
    const target = random() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low] as T;
  }
}

export function weightedPick<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, weight] of entries) total += weight;
  let target = random() * total;
  for (const [item, weight] of entries) {
    target -= weight;
    if (target < 0) return item;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error("weighted pick from an empty list");
  return last[0];
}
