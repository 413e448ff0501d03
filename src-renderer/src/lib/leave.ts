// Leaving a game never surprises: Quit, Open, a new game and "Play on from here" ask first when progress would be
// left behind, and say what becomes of it (Quit keeps it in the autosave; the others replace the autosave, so they
// offer to save first or to resume instead). A finished game is left without a question: its result was shown and
// a finished game has no autosave to lose. A replay has nothing to lose itself (closing it asks nothing), but the
// game waiting behind it does.
import { t } from '../i18n/locale.svelte'
import { newGame, newGuidedGame, open, quitGame, resumeAutosave, save } from './commands'
import { app, ask } from './store.svelte'
import { playOn } from './study-commands'
import type { NewGameRequest } from '../../../src-shared/session'

/** A game is being played (not finished) — on the screen, or waiting behind a replay — and has moves no file holds. */
function unsavedPlay(): boolean {
  const s = app.snapshot
  if (s === null || !s.unsaved) return false
  if (s.stage === 'replay') return s.replay?.gameWaiting === true
  return s.stage === 'human' || s.stage === 'bot' || s.stage === 'turnEnd' || s.stage === 'handover'
}

/**
 * The start screen (or a replay opened from it) offers an unfinished game, the autosave, that a new game would
 * replace — and no file holds it as it is (one saved or opened with no move since loses nothing).
 */
function resumable(): boolean {
  const s = app.snapshot
  return (
    app.autosave !== null &&
    app.autosave.savedAs === null &&
    (s === null || s.stage === 'setup' || (s.stage === 'replay' && s.replay?.gameWaiting !== true))
  )
}

export async function askQuit(): Promise<void> {
  if (unsavedPlay()) {
    const answer = await ask({ title: t('leave.quit.title'), text: t('leave.quit.text'), confirm: t('leave.quit.confirm'), testid: 'quit' })
    if (answer !== 'confirm') return
  }
  await quitGame()
}

export async function askOpen(): Promise<void> {
  if (unsavedPlay()) {
    const answer = await ask({
      title: t('leave.open.title'),
      text: t('leave.open.text'),
      confirm: t('leave.open.confirm'),
      alternative: t('leave.saveFirst'),
      testid: 'open',
    })
    if (answer === 'cancel') return
    // the save dialog cancelled, or the save failed: stay in the game
    if (answer === 'alternative' && !(await save(false))) return
  } else if (resumable()) {
    const answer = await ask({
      title: t('leave.replace.title'),
      text: t('leave.replace.openText'),
      confirm: t('leave.open.confirm'),
      testid: 'open-replaces',
    })
    if (answer !== 'confirm') return
  }
  await open()
}

/**
 * Before a new game replaces the unfinished game the start screen offers: asks, and resumes that game instead when
 * the player says so. True when the new game may start.
 */
async function mayReplaceAutosave(testid: string): Promise<boolean> {
  if (!resumable()) return true
  const answer = await ask({
    title: t('leave.replace.title'),
    text: t('leave.replace.newText'),
    confirm: t('leave.replace.confirm'),
    alternative: t('leave.replace.resume'),
    testid,
  })
  if (answer === 'alternative') await resumeAutosave()
  return answer === 'confirm'
}

export async function askNewGame(req: NewGameRequest): Promise<void> {
  if (await mayReplaceAutosave('new-game-replaces')) await newGame(req)
}

/** The guided first game replaces the autosave as a new game does, so it asks the same question. */
export async function askGuidedGame(): Promise<void> {
  if (await mayReplaceAutosave('new-game-replaces')) await newGuidedGame()
}

/** "Play on from here" starts a new game: it replaces the game waiting behind the replay, or the one to resume. */
export async function askPlayOn(): Promise<void> {
  if (unsavedPlay()) {
    const answer = await ask({
      title: t('leave.playOn.title'),
      text: t('leave.playOn.text'),
      confirm: t('leave.playOn.confirm'),
      alternative: t('leave.playOn.saveFirst'),
      testid: 'play-on',
    })
    if (answer === 'cancel') return
    if (answer === 'alternative' && !(await save(false))) return
    await playOn()
  } else if (await mayReplaceAutosave('play-on-replaces')) await playOn()
}
