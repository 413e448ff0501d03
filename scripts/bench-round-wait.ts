// npm run bench (after the bot part): the "round wait", what a solo player lives. A scripted game through the real
// session (SessionService and its chart, the bot worker bundled as the app runs it, real timers, the default
// settings): you + 3 bots of one level (BENCH_WAIT_PLAYERS=2 or 3: fewer), and the human plays at once the first
// legal non-loan move. Each round wait runs from the push that ends the human's turn (the push after their last
// move) to the push that starts their next one, as the renderer receives them. Prints the median and p90 per
// edition and level; asserts nothing.
//
// BENCH_WAIT_LEVELS=easy,hard picks the levels (default all three), BENCH_WAIT_ROUNDS the rounds timed per game
// (default 10), BENCH_WAIT_EDITIONS=second the editions. The Hint is timed the same way, as the player asks it: at each
// of the human's action choices, from the call to the push with its answer (its bot is the app's analyst, Expert or
// Hard by edition and players, whatever the opponents' level; those decisions wait for it, so the round waits are
// unchanged).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { legalActions, type Edition } from '../src-shared/engine/index'
import { BOT_LEVELS, type BotLevel } from '../src-shared/limits'
import type { SessionUpdate } from '../src-shared/session'
import { BotRunner } from '../src-main/bots/bot-runner'
import { ScriptedDialogs } from '../src-main/session/dialogs'
import { createSessionService } from '../src-main/session/session-service'
import { DEFAULT_SETTINGS } from '../src-main/session/settings'
import { quantile } from './bot-cli-util'

const levels = (process.env.BENCH_WAIT_LEVELS?.split(',') ?? BOT_LEVELS) as BotLevel[]
for (const l of levels) if (!BOT_LEVELS.includes(l)) throw new Error(`BENCH_WAIT_LEVELS: unknown level ${l}`)
const editions = (process.env.BENCH_WAIT_EDITIONS?.split(',') ?? ['second', 'classic']) as Edition[]
const rounds = Number(process.env.BENCH_WAIT_ROUNDS ?? 10)
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('BENCH_WAIT_ROUNDS: a whole number of rounds, at least 1')
const players = Number(process.env.BENCH_WAIT_PLAYERS ?? 4)
if (![2, 3, 4].includes(players)) throw new Error('BENCH_WAIT_PLAYERS: 2, 3 or 4')

interface Row {
  edition: Edition
  players: number
  level: BotLevel
  rounds: number
  medianS: number
  p90S: number
  botMovesPerRound: number
  hints: number
  hintMedianS: number
  hintP90S: number
}

const HUMAN = 0

/**
 * One game: the round waits (ms) and the bot moves in between, and the Hint's answer time (ms): at each of the
 * human's action choices the hint is asked for first, from the call to the push that carries its answer.
 */
async function roundWaits(
  edition: Edition,
  level: BotLevel,
  seed: number,
): Promise<{ waits: number[]; botMoves: number; hints: number[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'london-round-wait-'))
  const bot = new BotRunner()
  const waits: number[] = []
  const hints: number[] = []
  let hintAnswered: { seq: number; done: () => void } | null = null
  let botMoves = 0
  let turnEndedAt: number | null = null
  let myTurn: (() => void) | null = null
  const service = createSessionService({
    userDataDir: dir,
    dialogs: new ScriptedDialogs(),
    bot,
    analyst: bot,
    settings: () => DEFAULT_SETTINGS,
    emit: (u: SessionUpdate) => {
      const mine = u.stage === 'human' && u.view?.current === HUMAN && u.legal.length > 0
      if (turnEndedAt === null && !mine && u.view?.current !== HUMAN) turnEndedAt = performance.now()
      if (hintAnswered && u.hint && u.hint.status !== 'thinking' && u.hint.seq === hintAnswered.seq) {
        if (u.hint.status === 'failed') console.error(`[round wait] the hint failed at position ${u.hint.seq}`)
        hintAnswered.done()
        hintAnswered = null
      }
      if (mine && myTurn) {
        const go = myTurn
        myTurn = null
        go()
      }
    },
    onError: (what, err) => console.error(`[round wait] ${what}:`, err),
  })
  try {
    const seats = [
      { kind: 'human' as const, name: 'You' },
      ...Array.from({ length: players - 1 }, (_, i) => ({ kind: 'bot' as const, name: `Bot ${i + 1}`, level })),
    ]
    const started = new Promise<void>((ok) => (myTurn = ok))
    await service.newGame({ edition, seats, seed })
    if (service.record!.state.current === HUMAN) myTurn = null
    else await started
    // the session's record is a value: each move gives a new one, so read it afresh every time
    const record = () => service.record!
    const over = () => record().state.phase.kind === 'over'
    const mine = () => record().state.current === HUMAN && !over()
    while (waits.length < rounds && !over()) {
      // the human's whole turn, at once
      while (mine()) {
        if (record().state.phase.kind === 'action') {
          const seq = record().state.seq
          const answered = new Promise<void>((done) => (hintAnswered = { seq, done }))
          const t0 = performance.now()
          await service.hint()
          await answered
          hints.push(performance.now() - t0)
        }
        const legal = legalActions(record().state)
        const next = new Promise<void>((ok) => (myTurn = ok))
        turnEndedAt = null
        const before = record().length
        await service.act({ seq: record().state.seq, action: legal.find((a) => a.type !== 'takeLoan') ?? legal[0]! })
        if (!mine() && !over()) {
          const movesBefore = record().length
          await next
          waits.push(performance.now() - (turnEndedAt ?? performance.now()))
          botMoves += record().length - movesBefore
          break
        }
        myTurn = null
        if (record().length === before) throw new Error('the human move was not played')
      }
    }
  } finally {
    await service.dispose()
    rmSync(dir, { recursive: true, force: true })
  }
  return { waits, botMoves, hints }
}

const rows: Row[] = []
for (const edition of editions) {
  for (const level of levels) {
    const { waits, botMoves, hints } = await roundWaits(edition, level, 2026)
    const row: Row = {
      edition,
      players,
      level,
      rounds: waits.length,
      medianS: quantile(waits, 0.5) / 1000,
      p90S: quantile(waits, 0.9) / 1000,
      botMovesPerRound: botMoves / Math.max(1, waits.length),
      hints: hints.length,
      hintMedianS: quantile(hints, 0.5) / 1000,
      hintP90S: quantile(hints, 0.9) / 1000,
    }
    rows.push(row)
    console.log(
      `round wait  ${edition.padEnd(7)} you + ${players - 1} ${level.padEnd(6)}  median ${row.medianS.toFixed(2).padStart(5)} s  p90 ${row.p90S.toFixed(2).padStart(5)} s  (${row.rounds} rounds, ${row.botMovesPerRound.toFixed(1)} bot moves a round, seed 2026)` +
        `  hint median ${row.hintMedianS.toFixed(2)} s  p90 ${row.hintP90S.toFixed(2)} s (${row.hints} action choices)`,
    )
  }
}
console.log(JSON.stringify({ bench: 'roundWait', settings: 'default', rows }))
