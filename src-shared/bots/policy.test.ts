import { describe, expect, it } from 'vitest'
import { candidateActions as engineCandidates, checkAction, type Action } from '../engine/index.js'
import { DEVELOP, START_DRAW, at, game, giveDistricts, setBoard, setHand } from '../engine/test-builders.js'
import { rankedActions } from './policy.js'

const score = (ranked: { action: Action; score: number }[], pick: (a: Action) => boolean) => ranked.find((r) => pick(r.action))!.score

describe('the policy with gains (Hard in classic)', () => {
  it('values taking an Omnibus by the boroughs the seat holds; without gains, at a flat worth', () => {
    const s = at(game('classic', 2), 0, START_DRAW)
    const { top } = setBoard(s, ['Omnibus'])
    const omnibus = top[0]!
    const takeOmnibus = (a: Action) => a.type === 'drawBoard' && a.card === omnibus
    const taking = (gains: boolean) => score(rankedActions(s, undefined, gains), takeOmnibus)
    const flat = taking(false)
    // no borough yet: an Omnibus would bring nothing
    expect(taking(true)).toBeLessThan(flat)
    giveDistricts(s, 0, ['City', 'Hackney', 'Southwark & Bermondsey', 'Lewisham'])
    expect(taking(false)).toBe(flat)
    expect(taking(true)).toBeGreaterThan(flat)
  })

  it('values placing an Omnibus by the boroughs the seat holds', () => {
    const s = at(game('classic', 2), 0, DEVELOP)
    const [omnibus] = setHand(s, 0, ['Omnibus', 'Omnibus', 'Paupers'])
    giveDistricts(s, 0, ['City', 'Hackney', 'Southwark & Bermondsey', 'Lewisham'])
    const legal = engineCandidates(s).filter((a) => checkAction(s, a) === null)
    const placing = (gains: boolean) => score(rankedActions(s, legal, gains), (a) => a.type === 'place' && a.card === omnibus)
    expect(placing(true)).toBeGreaterThan(placing(false))
  })
})
