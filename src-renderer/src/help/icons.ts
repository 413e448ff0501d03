// The icon legend's entries: each names the glyph the table draws and the component that draws it, so a
// test can tell when the table's cards change a glyph and the legend no longer matches.
import type { CityCardDef, Edition } from '../../../src-shared/engine/index'
import { catalogFor } from '../../../src-shared/engine/index'

/** How a legend sample is drawn (the class mirrors the look of the table's element). */
export type IconLook =
  | 'cost'
  | 'act'
  | 'money'
  | 'prestige'
  | 'relief'
  | 'poverty'
  | 'ability'
  | 'flip'
  | 'endp'
  | 'unconf'
  | 'pauper'
  | 'action'
  | 'badge'
  | 'back'
  | 'colours'
  | 'price'
  | 'river'
  | 'north'
  | 'plain'

export interface IconEntry {
  /** the explanation: help.icon.{id} */
  readonly id: string
  readonly look: IconLook
  /** what the sample shows; `{blue}` is the translated colour name */
  readonly sample: string
  /** the glyph as the table draws it, and the source file (under src-renderer/src) drawing it */
  readonly glyph: string
  readonly drawnIn: string
}

export const CARD_ICONS: readonly IconEntry[] = [
  { id: 'cost', look: 'cost', sample: '£2', glyph: '£', drawnIn: 'components/Card.svelte' },
  { id: 'actMoney', look: 'act', sample: '£2 →', glyph: '→', drawnIn: 'components/Card.svelte' },
  { id: 'actCard', look: 'act', sample: '🂠 →', glyph: '🂠', drawnIn: 'components/Card.svelte' },
  { id: 'actBlue', look: 'act', sample: '🂠 {blue} →', glyph: "t('card.colour.blue')", drawnIn: 'components/Card.svelte' },
  { id: 'money', look: 'money', sample: '£3', glyph: 'pill money', drawnIn: 'components/Card.svelte' },
  { id: 'prestige', look: 'prestige', sample: '★2', glyph: '★', drawnIn: 'components/Card.svelte' },
  { id: 'relief', look: 'relief', sample: '−1▼', glyph: '−{def.removePoverty}▼', drawnIn: 'components/Card.svelte' },
  { id: 'poverty', look: 'poverty', sample: '+1▼', glyph: '+{def.gainPoverty}▼', drawnIn: 'components/Card.svelte' },
  { id: 'ability', look: 'ability', sample: '✦', glyph: '✦', drawnIn: 'components/Card.svelte' },
  { id: 'flip', look: 'flip', sample: '↻', glyph: '↻', drawnIn: 'components/Card.svelte' },
  { id: 'endPrestige', look: 'endp', sample: '3', glyph: 'class="endp"', drawnIn: 'components/Card.svelte' },
  { id: 'unconfirmed', look: 'unconf', sample: '†', glyph: '†', drawnIn: 'lib/game.ts' },
  { id: 'pauper', look: 'pauper', sample: '☹', glyph: '☹', drawnIn: 'components/Card.svelte' },
  { id: 'action', look: 'action', sample: '{action}', glyph: "t('card.kind.action')", drawnIn: 'components/Card.svelte' },
  { id: 'stackHeight', look: 'badge', sample: '×3', glyph: '×', drawnIn: 'components/PlayerArea.svelte' },
  { id: 'shopsMoney', look: 'badge', sample: '£2', glyph: 'cardMoney', drawnIn: 'components/PlayerArea.svelte' },
  { id: 'back', look: 'back', sample: 'L', glyph: 'class="crest">L', drawnIn: 'components/Card.svelte' },
  { id: 'colours', look: 'colours', sample: '', glyph: '<ColourMark colour={def.colour}', drawnIn: 'components/Card.svelte' },
]

export const DISTRICT_ICONS: readonly IconEntry[] = [
  { id: 'districtCost', look: 'price', sample: '£6', glyph: 'class="price">£', drawnIn: 'components/DistrictTile.svelte' },
  { id: 'draw', look: 'plain', sample: '🂠\u00a02', glyph: '🂠&nbsp;{d.cardsDrawn}', drawnIn: 'components/DistrictTile.svelte' },
  { id: 'buyPrestige', look: 'plain', sample: '★2', glyph: '★{d.prestige}', drawnIn: 'components/DistrictTile.svelte' },
  { id: 'buyRelief', look: 'plain', sample: '−2▼', glyph: '−{d.removePoverty}▼', drawnIn: 'components/DistrictTile.svelte' },
  { id: 'runPoverty', look: 'plain', sample: '+1▼', glyph: '+{d.runPoverty}▼', drawnIn: 'components/DistrictTile.svelte' },
  { id: 'river', look: 'river', sample: '≈', glyph: '≈', drawnIn: 'components/DistrictTile.svelte' },
  { id: 'north', look: 'north', sample: 'N', glyph: '>N<', drawnIn: 'components/DistrictTile.svelte' },
  { id: 'hand', look: 'plain', sample: '🂠 5', glyph: "word: '🂠'", drawnIn: 'components/AreaStats.svelte' },
  // an opponent's row in short, where its words would be cut (lib/fit-words.ts)
  { id: 'heldPoverty', look: 'plain', sample: '▼\u00a05', glyph: "short: '▼'", drawnIn: 'components/AreaStats.svelte' },
  { id: 'heldPrestige', look: 'plain', sample: '★\u00a08', glyph: "short: '★'", drawnIn: 'components/AreaStats.svelte' },
  { id: 'projected', look: 'plain', sample: '→ ≈12', glyph: "t('projected.chip'", drawnIn: 'components/AreaStats.svelte' },
]

/** Real cards of the edition that show the icons in context (the first card matching each description). */
export function sampleCards(edition: Edition): number[] {
  const cards = catalogFor(edition).cards
  const wanted: ((d: CityCardDef) => boolean)[] = [
    (d) => d.kind === 'building' && d.activationCost !== null && 'money' in d.activationCost && d.gainPrestige > 0,
    (d) => d.kind === 'building' && d.activationCost !== null && 'discard' in d.activationCost && d.gainMoney > 0 && d.flips,
    (d) => d.kind === 'building' && d.removePoverty > 0 && d.playCost > 0,
    (d) => d.kind === 'building' && d.gainPoverty > 0,
    (d) => d.kind === 'building' && d.continuous !== null,
    (d) => d.kind === 'action',
    (d) => d.kind === 'pauper',
  ]
  const out: number[] = []
  for (const pred of wanted) {
    const id = cards.findIndex((d, i) => pred(d) && !out.includes(i) && !out.some((o) => cards[o] === d))
    if (id >= 0) out.push(id)
  }
  return out
}

/** A district showing most district icons (a run effect, prestige, river), or null. */
export function sampleDistrict(edition: Edition): number | null {
  const i = catalogFor(edition).districts.findIndex((d) => d.runPoverty > 0 && d.prestige > 0 && d.river)
  return i >= 0 ? i : null
}
