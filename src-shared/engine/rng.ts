// mulberry32: tiny, fast, good enough for shuffling; its whole state is one uint32 kept in the game state.
export function nextRandom(state: number): { value: number; state: number } {
  const s = (state + 0x6d2b79f5) >>> 0
  let t = s
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: s }
}

/** A mutable generator for code that owns its own seed (setup, bots, the simulator). */
export class Rng {
  constructor(public state: number) {
    this.state = state >>> 0
  }
  next(): number {
    // nextRandom inlined: no object per number (playouts draw millions)
    const s = (this.state + 0x6d2b79f5) >>> 0
    this.state = s
    let t = Math.imul(s ^ (s >>> 15), s | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  int(n: number): number {
    return Math.floor(this.next() * n)
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from empty list')
    return items[this.int(items.length)]!
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1)
      const tmp = items[i]!
      items[i] = items[j]!
      items[j] = tmp
    }
    return items
  }
}
