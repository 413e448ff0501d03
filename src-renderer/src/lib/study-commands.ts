// The renderer's commands for hints, replays and game reviews (the rest of the session's are in store.svelte.ts):
// each goes through window.london and is done once main's push shows its change.
import type { ReplayShow, ReviewDepth } from '../../../src-shared/session'
import { api } from './api'
import { clearMessages, command, fail } from './commands'
import { shown } from './push'
import { app, plain } from './store.svelte'

export async function askHint(): Promise<void> {
  clearMessages()
  await command(() => api().hint())
}

export async function cancelHint(): Promise<void> {
  await command(() => api().cancelHint())
}

/** Opens a save as a replay (the game in progress, if any, waits). */
export async function openReplay(): Promise<void> {
  clearMessages()
  await command(() => api().openReplay())
}

/** Replays the game just finished; with `review`, Hard reviews that seat's decisions at once. */
export async function replayGame(review?: { seat: number; depth: ReviewDepth }): Promise<void> {
  clearMessages()
  const ok = await command(() => api().replayGame())
  if (ok && review) await startReview(review.seat, review.depth)
}

/** The replay position and view wanted last: a burst of steps (keys held down) is sent as its latest wish. */
let wanted: ReplayShow | null = null
/** the wish on its way to main */
let sending: ReplayShow | null = null
let showing = false

/** Shows another replay position, seat or everything. Steps asked while one is on its way join the next. */
export async function replayShow(show: ReplayShow): Promise<void> {
  wanted = { ...wanted, ...show }
  if (showing) return
  showing = true
  try {
    while (wanted) {
      const next = wanted
      wanted = null
      sending = next
      const r = await api().replayShow(plain(next))
      if (!r.ok) {
        fail(r.error)
        wanted = null
      } else await shown(r.value.rev)
    }
  } finally {
    showing = false
    sending = null
  }
}

/** The replay position a step starts from: the one asked for last, else the one shown. */
export function replayTarget(): number {
  return wanted?.seq ?? sending?.seq ?? app.snapshot?.replay?.seq ?? 0
}

export async function startReview(seat: number, depth: ReviewDepth): Promise<void> {
  clearMessages()
  await command(() => api().startReview({ seat, depth }))
}

export async function cancelReview(): Promise<void> {
  await command(() => api().cancelReview())
}

/** A new game from the replay's position, with the same seats (it replaces the autosave: lib/leave.ts asks first). */
export async function playOn(): Promise<void> {
  clearMessages()
  if (await command(() => api().playOn())) app.autosave = null
}

export async function closeReplay(): Promise<void> {
  clearMessages()
  await command(() => api().closeReplay())
}
