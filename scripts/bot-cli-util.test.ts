import { describe, expect, it } from 'vitest'
import { parseArgs, wilson } from './bot-cli-util'

describe('bot CLI helpers', () => {
  it('parses --name value pairs and bare flags', () => {
    expect(parseArgs(['--save', 'a.london', '--seat', '1', '--verbose'])).toEqual({ save: 'a.london', seat: '1', verbose: 'true' })
  })

  it('computes the Wilson interval', () => {
    const [lo, hi] = wilson(150, 200)
    expect(lo).toBeCloseTo(0.6857, 3)
    expect(hi).toBeCloseTo(0.8049, 3)
    expect(wilson(0, 10)[0]).toBe(0)
    expect(wilson(10, 10)[1]).toBeCloseTo(1, 9)
    expect(wilson(0, 0)).toEqual([0, 1])
  })
})
