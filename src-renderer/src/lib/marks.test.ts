import { describe, expect, it } from 'vitest'
import { markSelectors } from './marks'

describe('marks: what a move is about on the table', () => {
  it('points at the card, stack, district, deck or button the move names', () => {
    expect(markSelectors({ type: 'place', card: 7, spend: 3, onto: null })).toEqual(['[data-testid=hand-card][data-card="7"]'])
    expect(markSelectors({ type: 'place', card: 7, spend: null, onto: 2 })).toEqual([
      '[data-testid=hand-card][data-card="7"]',
      '[data-testid=my-area] [data-testid=stack][data-stack="2"]',
    ])
    expect(markSelectors({ type: 'activate', card: 12, target: 1 })).toEqual([
      '[data-testid=my-area] [data-testid=stack-top][data-card="12"]',
    ])
    expect(markSelectors({ type: 'drawBoard', card: 4 })).toEqual(['[data-testid=board-card][data-card="4"]'])
    expect(markSelectors({ type: 'stockExchange', give: 1, take: 9 })).toEqual([
      '[data-testid=hand-card][data-card="1"]',
      '[data-testid=board-card][data-card="9"]',
    ])
    expect(markSelectors({ type: 'buyLand', district: 5 })).toEqual([
      '[data-testid=district-offer] [data-district="5"]',
      '[data-testid=borough-map] [data-district="5"]',
    ])
    expect(markSelectors({ type: 'drawDeck' })).toEqual(['[data-testid=deck]'])
    expect(markSelectors({ type: 'chooseRunCity' })).toEqual([
      '[data-testid=action-panel] [data-testid=legal-action][data-action-type="chooseRunCity"]',
    ])
  })
})
