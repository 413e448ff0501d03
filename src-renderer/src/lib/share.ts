// Structural sharing for pushed data: `share(prev, next)` is `next`, except that every part equal to the same part
// of `prev` is `prev`'s object itself. Pushes replace the whole view; with the unchanged parts kept identical,
// the table only re-renders what moved (a push costs the same late in the game as early on). Plain JSON only.
export function share<T>(prev: unknown, next: T): T {
  if (prev === next || typeof next !== 'object' || next === null || typeof prev !== 'object' || prev === null) return next
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next
    let same = prev.length === next.length
    const out = next.map((x: unknown, i) => {
      const y = share(prev[i], x)
      if (y !== prev[i]) same = false
      return y
    })
    return (same ? prev : out) as T
  }
  if (Array.isArray(prev)) return next
  const before = prev as Record<string, unknown>
  const keys = Object.keys(next)
  let same = keys.length === Object.keys(before).length
  const out: Record<string, unknown> = {}
  for (const k of keys) {
    const y = share(before[k], (next as Record<string, unknown>)[k])
    if (y !== before[k]) same = false
    out[k] = y
  }
  return (same ? prev : out) as T
}
