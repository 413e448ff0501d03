// Accent- and case-insensitive search with highlighting: "pauvrete" finds "Pauvreté", "POBREZA" finds
// "pobreza". Text is folded character by character so a match can be mapped back onto the original text.

/** One character folded: accents dropped, lower case; ligatures spelt out (œ → oe). */
function foldChar(ch: string): string {
  const lower = ch.toLowerCase()
  if (lower === 'œ') return 'oe'
  if (lower === 'æ') return 'ae'
  if (lower === 'ß') return 'ss'
  return lower.normalize('NFD').replace(/\p{M}/gu, '')
}

export function fold(text: string): string {
  let out = ''
  for (const ch of text) out += foldChar(ch)
  return out
}

/** The folded text and, for every folded position, where it starts in the original. */
function foldWithMap(text: string): { folded: string; start: number[]; end: number[] } {
  let folded = ''
  const start: number[] = []
  const end: number[] = []
  let i = 0
  for (const ch of text) {
    const f = foldChar(ch)
    for (let k = 0; k < f.length; k++) {
      start.push(i)
      end.push(i + ch.length)
    }
    folded += f
    i += ch.length
  }
  return { folded, start, end }
}

/** The words of a query, folded; punctuation separates words. */
export function queryWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}£€$]+/u)
    .filter((w) => w.length > 0)
}

/** Whether every word of the query occurs somewhere in the texts together. */
export function matchesAll(texts: readonly string[], words: readonly string[]): boolean {
  if (words.length === 0) return true
  const all = fold(texts.join('\n'))
  return words.every((w) => all.includes(w))
}

export interface Segment {
  readonly text: string
  readonly mark: boolean
}

/** `text` cut into plain and highlighted pieces: every occurrence of any query word is highlighted. */
export function highlight(text: string, words: readonly string[]): Segment[] {
  if (words.length === 0 || text === '') return [{ text, mark: false }]
  const { folded, start, end } = foldWithMap(text)
  const ranges: [number, number][] = []
  for (const w of words) {
    for (let at = folded.indexOf(w); at >= 0; at = folded.indexOf(w, at + 1)) ranges.push([start[at]!, end[at + w.length - 1]!])
  }
  if (ranges.length === 0) return [{ text, mark: false }]
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: [number, number][] = []
  for (const r of ranges) {
    const last = merged[merged.length - 1]
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1])
    else merged.push([r[0], r[1]])
  }
  const out: Segment[] = []
  let pos = 0
  for (const [a, b] of merged) {
    if (a > pos) out.push({ text: text.slice(pos, a), mark: false })
    out.push({ text: text.slice(a, b), mark: true })
    pos = b
  }
  if (pos < text.length) out.push({ text: text.slice(pos), mark: false })
  return out
}
