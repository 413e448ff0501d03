// Crash test: nothing acknowledged is ever lost. Starts the Node host (e2e/host/server.ts) on one user data folder,
// plays hot-seat over its HTTP IPC as fast as it answers (moves, handovers, new games when one ends, now and then
// a settings change), kills it with SIGKILL at a random moment, restarts it, and checks every time:
//  - the autosave is readable (a verified save) and no stray temp file is left once the host runs;
//  - the game resumes at least at the last acknowledged move, with exactly the acknowledged moves first;
//  - an acknowledged new game is there to resume; a finished game is not offered again (nor one whose last move,
//    in flight when the host died, finished it);
//  - the settings are the last acknowledged ones (or the one in flight).
// Exits 1 on any failure. Usage: npm run test:crash -- [--runs 40] [--seed 1] [--max-kill-ms 1500]
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Rng, apply, type Action } from '../src-shared/engine/index'
import { GameRecord } from '../src-shared/game-record'
import type { IpcResult } from '../src-shared/ipc/contract'
import { randomAction } from '../src-shared/sim/random-play'
import { BOT_SPEEDS, type BotSpeed } from '../src-shared/limits'
import type { ActResult, Settings } from '../src-shared/session'
import { parseArgs } from './bot-cli-util'

const args = parseArgs(process.argv.slice(2))
const RUNS = Number(args.runs ?? 40)
const SEED = Number(args.seed ?? 1)
const MAX_KILL_MS = Number(args['max-kill-ms'] ?? 1500)
const repoRoot = resolve(import.meta.dirname, '..')
const dir = mkdtempSync(join(tmpdir(), 'london-crash-'))
const rng = new Rng(SEED)
const SEATS = [
  { kind: 'human', name: 'Ann' },
  { kind: 'human', name: 'Bea' },
] as const

/** What the host acknowledged: the game (seed and moves), whether it ended, the settings. */
const acked = { seed: null as number | null, actions: [] as Action[], over: false, botSpeed: 'fast' as BotSpeed }
/** Asked for but not answered yet when the host died: either outcome is right. */
let inFlightSpeed: BotSpeed | null = null
let inFlightGame: number | null = null
/** the move in flight ends the game (the host may finish it, and remove the autosave, before it can reply) */
let inFlightEnds = false
const stats = {
  kills: 0,
  moves: 0,
  newGames: 0,
  finished: 0,
  finishedInFlight: 0,
  resumed: 0,
  lost: 0,
  corrupt: 0,
  strayLeft: 0,
  strayCleaned: 0,
  failures: [] as string[],
}

function fail(message: string): void {
  stats.failures.push(message)
  console.error(`[crash] FAIL ${message}`)
}

function startHost(): Promise<{ proc: ChildProcess; url: string }> {
  return new Promise((ok, bad) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'e2e/host/server.ts'), '--port', '0'], {
      cwd: repoRoot,
      env: { ...process.env, LONDON_USER_DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    const timer = setTimeout(() => bad(new Error(`host did not start: ${out}`)), 60_000)
    proc.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      const m = /LONDON_HOST_URL=(\S+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        ok({ proc, url: m[1]! })
      }
    })
    proc.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  })
}

async function call<T>(url: string, channel: string, payload?: unknown): Promise<IpcResult<T>> {
  const res = await fetch(new URL(`ipc/${channel}`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payload }),
  })
  return (await res.json()) as IpcResult<T>
}

/** After a restart: the files as the killed host left them, then what the new host offers. */
async function checkRestart(url: string, leftBehind: number): Promise<GameRecord | null> {
  const path = join(dir, 'autosave.london')
  // the first answer comes after the start-up clean-up
  const settings = await call<Settings>(url, 'getSettings')
  const info = await call<unknown>(url, 'autosaveInfo')
  const stray = readdirSync(dir).filter((f) => f.endsWith('.tmp'))
  stats.strayCleaned += leftBehind
  stats.strayLeft += stray.length
  if (stray.length > 0) fail(`stray temp files after restart: ${stray.join(', ')}`)
  if (!settings.ok) fail(`settings unreadable: ${settings.error.message}`)
  else if (settings.value.botSpeed !== acked.botSpeed && settings.value.botSpeed !== inFlightSpeed)
    fail(`settings lost: botSpeed ${settings.value.botSpeed}, acknowledged ${acked.botSpeed}`)
  else acked.botSpeed = settings.value.botSpeed
  inFlightSpeed = null
  if (!info.ok) fail(`autosaveInfo failed: ${info.error.message}`)
  const newer = inFlightGame
  inFlightGame = null
  if (newer !== null && existsSync(path) && GameRecord.load(readFileSync(path, 'utf8')).options.seed === newer) {
    // the new game was written before the host died, though not acknowledged: it is the one to resume
    Object.assign(acked, { seed: newer, actions: [], over: false })
  }
  if (acked.seed === null) return null
  const finishing = inFlightEnds
  inFlightEnds = false
  if (finishing && !existsSync(path)) {
    // the move in flight ended the game: the host finished it (and removed its autosave) before it could reply
    acked.over = true
    stats.finishedInFlight++
  }
  if (acked.over) {
    if (info.ok && info.value !== null) fail('a finished game was offered for resuming')
    if (existsSync(path)) fail('a finished game left its autosave')
    return null
  }
  let onDisk: GameRecord
  try {
    onDisk = GameRecord.load(readFileSync(path, 'utf8'))
  } catch (err) {
    stats.corrupt++
    fail(`autosave missing or corrupt after ${acked.actions.length} acknowledged moves: ${String(err)}`)
    return null
  }
  const saved = onDisk.actions()
  const lost = Math.max(0, acked.actions.length - saved.length)
  stats.lost += lost
  if (onDisk.options.seed !== acked.seed) fail(`the autosave holds game ${onDisk.options.seed}, not the acknowledged ${acked.seed}`)
  else if (lost > 0) fail(`${lost} acknowledged moves lost`)
  else if (JSON.stringify(saved.slice(0, acked.actions.length)) !== JSON.stringify(acked.actions))
    fail('the autosave differs from the acknowledged moves')
  const resumed = await call<unknown>(url, 'resumeAutosave')
  if (!resumed.ok) {
    fail(`resume refused: ${resumed.error.message}`)
    return null
  }
  stats.resumed++
  // moves the host wrote but never acknowledged (in flight at the kill) are part of the game now
  acked.actions = saved
  acked.over = onDisk.state.phase.kind === 'over'
  return onDisk
}

/** Plays until the host dies: moves, handovers, a new game after each finished one, some settings changes. */
async function play(url: string, game: GameRecord | null): Promise<void> {
  let mirror = game
  for (;;) {
    if (mirror === null || mirror.state.phase.kind === 'over') {
      const seed = rng.int(2 ** 31)
      const edition = rng.int(2) === 0 ? 'second' : 'classic'
      inFlightGame = seed
      const r = await call<unknown>(url, 'newGame', { edition, seats: SEATS, seed })
      if (!r.ok) throw new Error(`newGame refused: ${r.error.message}`)
      inFlightGame = null
      Object.assign(acked, { seed, actions: [], over: false })
      mirror = GameRecord.create({ edition, players: 2, seed }, SEATS)
      stats.newGames++
    }
    if (rng.int(60) === 0) {
      inFlightSpeed = BOT_SPEEDS[rng.int(BOT_SPEEDS.length)]!
      const r = await call<Settings>(url, 'setSettings', { botSpeed: inFlightSpeed })
      if (r.ok) acked.botSpeed = r.value.botSpeed
      inFlightSpeed = null
    }
    const action = randomAction(mirror.state, rng)
    const next = apply(mirror.state, action)
    inFlightEnds = next.ok && next.state.phase.kind === 'over'
    const r = await call<ActResult>(url, 'act', { seq: mirror.state.seq, action })
    inFlightEnds = false
    if (!r.ok) {
      // hot-seat: the player at the screen confirms the end of their turn, then the next one takes the screen
      const confirm = r.error.code === 'CONFIRM_TURN_END' ? 'confirmTurnEnd' : r.error.code === 'NOT_YOUR_TURN' ? 'confirmHandover' : null
      if (confirm === null) throw new Error(`move refused: ${r.error.code} ${r.error.message}`)
      const h = await call<unknown>(url, confirm)
      if (!h.ok) throw new Error(`${confirm} refused: ${h.error.message}`)
      continue
    }
    mirror = mirror.playAll([action])
    if (r.value.seq !== mirror.state.seq) throw new Error(`host at seq ${r.value.seq}, mirror at ${mirror.state.seq}`)
    acked.actions.push(JSON.parse(JSON.stringify(action)) as Action)
    stats.moves++
    if (mirror.state.phase.kind === 'over') {
      acked.over = true
      stats.finished++
    }
  }
}

const started = Date.now()
let leftBehind = 0
for (let run = 0; run < RUNS; run++) {
  const { proc, url } = await startHost()
  const exited = new Promise<void>((ok) => proc.once('exit', () => ok()))
  const game = await checkRestart(url, leftBehind)
  const killAfter = 50 + rng.int(MAX_KILL_MS)
  let killed = false
  const timer = setTimeout(() => {
    killed = true
    proc.kill('SIGKILL')
  }, killAfter)
  await play(url, game).catch((err: unknown) => {
    // the host died under the request: expected; anything else is a failure
    if (!killed) fail(`play stopped while the host ran: ${String(err)}`)
  })
  clearTimeout(timer)
  await exited
  stats.kills++
  leftBehind = readdirSync(dir).filter((f) => f.endsWith('.tmp')).length
}
// a last start, then a clean stop: it waits for the last write and leaves nothing behind
const { proc, url } = await startHost()
await checkRestart(url, leftBehind)
proc.kill('SIGTERM')
await new Promise<void>((ok) => proc.once('exit', () => ok()))
const after = readdirSync(dir).filter((f) => f.endsWith('.tmp'))
if (after.length > 0) fail(`temp files after a clean stop: ${after.join(', ')}`)
rmSync(dir, { recursive: true, force: true })

const seconds = ((Date.now() - started) / 1000).toFixed(0)
console.log(
  `crash test: ${stats.kills} SIGKILLs in ${seconds} s, ${stats.moves} moves acknowledged, ${stats.newGames} new games, ` +
    `${stats.finished} finished (${stats.finishedInFlight} by an unacknowledged last move), ${stats.resumed} resumed; lost ${stats.lost} acknowledged moves, ${stats.corrupt} corrupt autosaves, ` +
    `${stats.strayLeft} stray temp files left (${stats.strayCleaned} removed at start); ${stats.failures.length} failures`,
)
process.exit(stats.failures.length === 0 ? 0 : 1)
