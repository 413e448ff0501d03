// The game-session channels through the real bridge (preload in Electron, shim + Node host otherwise).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import type { SessionSnapshot } from '../src-shared/session'

const value = <T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
  return r.value
}

test('hot-seat: handover hides the table, moves are checked, each change is pushed once', async ({ london }) => {
  const started = value(
    await london.newGame({
      edition: 'second',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bea' },
      ],
      seed: 7,
    }),
  )
  let snap: SessionSnapshot = value(await london.getSnapshot())
  expect(snap.rev).toBe(started.rev)
  expect(snap).toMatchObject({ stage: 'handover', view: null, viewer: null, handoverTo: 0, legal: [] })
  value(await london.confirmHandover())
  snap = value(await london.getSnapshot())
  expect(snap.stage).toBe('human')
  expect(snap.viewer).toBe(0)
  expect(snap.turn).toEqual({ step: 'turnStart', finalRound: false })
  const seq = snap.view!.seq

  // refused: illegal (with the engine's reason), stale, malformed — nothing changes
  expect(await london.act({ seq, action: { type: 'chooseDevelop' } })).toMatchObject({
    ok: false,
    error: { code: 'ILLEGAL_MOVE', rule: 'wrong-phase' },
  })
  expect(await london.act({ seq: seq + 5, action: { type: 'drawDeck' } })).toMatchObject({ ok: false, error: { code: 'STALE' } })
  expect(await london.call('act', { seq, action: { type: 'drawDeck', cheat: true } })).toMatchObject({
    ok: false,
    error: { code: 'BAD_REQUEST' },
  })
  expect(value(await london.getSnapshot()).rev).toBe(snap.rev)

  // the move: the answer is the new sequence number; the change comes once, as a push with the log appended
  // pushes of the commands above may still be on their way: the move's is the first one after their revision
  const pushed = london.nextEvent('session', { after: snap.rev })
  const done = value(await london.act({ seq, action: { type: 'drawDeck' } }))
  expect(done.seq).toBe(seq + 1)
  const update = await pushed
  expect(update.rev).toBe(done.rev)
  expect(update.view!.seq).toBe(seq + 1)
  expect(update.logFrom).toBe(snap.log.length)
  expect(update.logAppend.map((l) => l.event.t)).toContain('draw')
  expect(value(await london.quitGame()).rev).toBeGreaterThan(done.rev)
  expect(value(await london.getSnapshot()).stage).toBe('setup')
})

test('settings: a bad field is refused and nothing changes', async ({ london }) => {
  const before = value(await london.getSettings())
  expect(await london.call('setSettings', { language: 'de' })).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } })
  expect(value(await london.getSettings())).toEqual(before)
  const after = value(await london.setSettings({ language: 'es' }))
  expect(after.language).toBe('es')
  value(await london.setSettings({ language: before.language }))
})

test('save as, open, and a damaged file refused (Node host: dialogs scripted)', async ({ london, londonHost, hostUrl, request }) => {
  test.skip(londonHost !== 'chromium-host', 'native dialogs cannot be scripted in Electron')
  const dialog = async (kind: 'save' | 'open', path: string | null) =>
    expect((await request.post(new URL('/__host/dialog', hostUrl!).href, { data: { kind, path } })).ok()).toBe(true)
  const dir = join(mkdtempSync(join(tmpdir(), 'london-e2e-saves-')), 'saves') // a folder the save creates

  value(await london.setSettings({ botSpeed: 'instant' }))
  value(
    await london.newGame({
      edition: 'classic',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bea' },
      ],
      seed: 99,
    }),
  )
  value(await london.confirmHandover())
  let snap = value(await london.getSnapshot())
  value(await london.act({ seq: snap.view!.seq, action: snap.legal.find((a) => a.type !== 'takeLoan')! }))
  snap = value(await london.getSnapshot())

  await dialog('save', `${dir}/game`)
  expect(value(await london.saveAs())).toEqual({ saved: true, path: `${dir}/game.london` })
  expect(value(await london.saveAs())).toEqual({ saved: false, path: null }) // no answer queued = cancelled
  // the same name without the extension: the host asks before replacing game.london (kept), a folder is refused
  const saved = readFileSync(`${dir}/game.london`, 'utf8')
  await dialog('save', `${dir}/game`)
  expect((await request.post(new URL('/__host/dialog', hostUrl!).href, { data: { kind: 'overwrite', replace: false } })).ok()).toBe(true)
  expect(value(await london.saveAs())).toEqual({ saved: false, path: null })
  expect(readFileSync(`${dir}/game.london`, 'utf8')).toBe(saved)
  await dialog('save', dir)
  const folder = await london.saveAs()
  expect(folder.ok ? null : folder.error.code).toBe('SAVE_TO_FOLDER')
  expect(existsSync(`${dir}.london`)).toBe(false)

  value(
    await london.newGame({
      edition: 'second',
      seats: [
        { kind: 'human', name: 'X' },
        { kind: 'human', name: 'Y' },
      ],
    }),
  )
  await dialog('open', `${dir}/game.london`)
  expect(value(await london.open()).opened).toBe(true)
  const opened = value(await london.getSnapshot())
  expect(opened.seats.map((s) => s.name)).toEqual(['Ann', 'Bea'])
  expect(opened.stage).toBe('handover')
  value(await london.confirmHandover())
  const hand = value(await london.getSnapshot()).view!.seq
  expect(hand).toBe(snap.view!.seq)

  await dialog('open', '/etc/hostname')
  expect(await london.open()).toMatchObject({
    ok: false,
    error: { code: 'BAD_SAVE', reason: 'not-json', message: expect.stringMatching(/not a London save|not readable/) },
  })
  expect(value(await london.getSnapshot()).view!.seq).toBe(hand)
  const info = value(await london.autosaveInfo())
  expect(info?.seats.map((s) => s.name)).toEqual(['Ann', 'Bea'])
  value(await london.quitGame())
})
