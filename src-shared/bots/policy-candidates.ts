// The candidates the policy and the searches consider: the engine's candidates without voluntary loans and
// swaps, one spend per placement or activation (the least useful), placements onto a new stack or the stack
// whose top card is least worth keeping. checkAction judges only what is kept.
import { candidateActions as engineCandidates, checkAction, type Action, type GameState } from '../engine/index'
import { cityCardWorth } from './evaluate'
import { PLAIN_POLICY, context, gainOf, held, type Ctx, type PolicyStyle } from './policy-context'

/** The stack whose top card is least worth keeping visible (the one to cover), or -1. */
function stackToCover(ctx: Ctx): number {
  const { state } = ctx
  let coverStack = -1
  let coverWorth = Infinity
  state.players[ctx.seat]!.stacks.forEach((st, i) => {
    const top = st[st.length - 1]!
    if (state.turn.placed.includes(top.card)) return
    const w = top.faceUp ? cityCardWorth(ctx.cat.cards[top.card]!, ctx.runs, gainOf(ctx, top.card)) : -1
    if (w < coverWorth) {
      coverWorth = w
      coverStack = i
    }
  })
  return coverStack
}

/**
 * The actions worth considering: legal actions without voluntary loans or Stock Exchange swaps, one card paid
 * per placement (the least useful), placements onto a new stack or onto the least useful top card only, and
 * for activations that spend hand cards, the least useful cards for each count. Without `legal`, the engine's
 * candidates are judged (checkAction) only when kept: the placements and spends set aside are never checked,
 * and in each group the least useful spend is checked first, the next only if it is refused.
 */
export function candidateActions(state: GameState, legal?: Action[], style: PolicyStyle = PLAIN_POLICY): Action[] {
  const raw = legal ?? engineCandidates(state)
  const isLegal = (a: Action) => legal !== undefined || checkAction(state, a) === null
  const { out, groups, coverStack, ctx } = gather(state, raw, isLegal, style)
  for (const [key, g] of groups ?? []) {
    if (isLegal(g.best)) {
      out.push(g.best)
      continue
    }
    // the least useful alternative was refused: the next ones in order (a stable sort keeps the earlier of equals)
    const rest = raw.filter((a) => a !== g.best && groupKey(a, coverStack) === key).map((a) => ({ a, v: spendWorth(ctx!, a) }))
    const kept = rest.sort((x, y) => x.v - y.v).find((m) => isLegal(m.a))
    if (kept) out.push(kept.a)
  }
  if (out.length > 0) return out
  // nothing useful: the first legal action (a loan) keeps the game going
  const first = raw.find(isLegal)
  return first ? [first] : []
}

interface Group {
  best: Action
  v: number
}

interface Gathered {
  /** the candidates outside groups, those `keep` accepts, in order */
  out: Action[]
  /** the least useful alternative of each group, groups in order of first appearance (none: null) */
  groups: Map<number | string, Group> | null
  coverStack: number
  ctx: Ctx | null
}

/**
 * Sets voluntary loans and swaps aside, keeps what `keep` accepts outside groups and the least useful of each group
 * (judged by a policy of this style).
 */
export function gather(
  state: GameState,
  raw: readonly Action[],
  keep: (a: Action) => boolean,
  style: PolicyStyle = PLAIN_POLICY,
): Gathered {
  const out: Action[] = []
  let groups: Map<number | string, Group> | null = null
  let ctx: Ctx | null = null
  let coverStack = -1
  // the engine lists a group's alternatives one after another: the last group found is asked first
  let lastKey: number | string | null = null
  let last: Group | undefined
  for (const a of raw) {
    if (a.type === 'takeLoan' || a.type === 'stockExchange') continue
    if (a.type === 'place' || (a.type === 'activate' && (a.spend !== undefined || a.cards !== undefined))) {
      if (!ctx) {
        ctx = context(state, style)
        coverStack = stackToCover(ctx)
      }
      const key = groupKey(a, coverStack)
      if (key === null) continue
      const v = spendWorth(ctx, a)
      groups ??= new Map()
      const g = key === lastKey ? last : groups.get(key)
      // a strict minimum keeps the earlier of equals
      if (!g) {
        last = { best: a, v }
        groups.set(key, last)
      } else {
        last = g
        if (v < g.v) {
          g.best = a
          g.v = v
        }
      }
      lastKey = key
      continue
    }
    if (keep(a)) out.push(a)
  }
  return { out, groups, coverStack, ctx }
}

/** The group of alternatives of a placement (card and target stack) or of a spending activation; null: set aside. */
function groupKey(a: Action, coverStack: number): number | string | null {
  if (a.type === 'place') {
    if (a.onto !== null && a.onto !== coverStack) return null
    return a.onto === null ? 2 * a.card : 2 * a.card + 1
  }
  if (a.type === 'activate' && (a.spend !== undefined || a.cards !== undefined))
    return `a${a.card}/${a.hospital}/${a.again}/${a.target}/${a.take}/${a.cards?.length}`
  return null
}

/** What an alternative gives up: the worth of the cards it spends (a card of another colour costs £1 more). */
function spendWorth(ctx: Ctx, a: Action): number {
  if (a.type === 'place')
    return a.spend === null ? -1 : held(ctx, a.spend) + (ctx.cat.cards[a.spend]!.colour !== ctx.cat.cards[a.card]!.colour ? 0.4 : 0)
  if (a.type !== 'activate') return 0
  let v = a.spend === undefined ? 0 : held(ctx, a.spend)
  for (const c of a.cards ?? []) v += held(ctx, c)
  return v
}
