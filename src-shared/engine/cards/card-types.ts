export type Edition = 'second' | 'classic'
export type Colour = 'blue' | 'brown' | 'pink' | 'grey'
export type CardKind = 'building' | 'action' | 'pauper'
export type DeckLetter = 'A' | 'B' | 'C'
/** Where a value comes from: the 2017 rulebook/reviews, the verified 2010 card, or a placeholder with no source. */
export type Provenance = 'confirmed-2e' | 'classic-2010' | 'provisional'

export type ActivationCost = null | { readonly money: number } | { readonly discard: 'any' | 'blue' }

/** Special activation effects; each is implemented once in ../effects.ts. */
export type EffectKey =
  | 'hospital'
  | 'townHousesClassic'
  | 'townHouses2e'
  | 'omnibus'
  | 'lloyds'
  | 'steamboats'
  | 'policeForce'
  | 'brownCards'
  | 'fleetStreet'
  | 'fireBrigade'
  | 'brixtonPrison'
  | 'millbankPrison'
  | 'trainStation'
  | 'shops'
  | 'publicHouses'
  | 'coffeeHouse'
  | 'underground'
  | 'whitehall'
  | 'workhouse'
  /** action cards, played from hand during develop */
  | 'wren'
  | 'drawTwo'

/** Continuous abilities: active while the card is face up on top of its stack. */
export type ContinuousKey = 'school' | 'university' | 'stockExchange' | 'bankOfEngland' | 'shops' | 'coffeeHouse' | 'parliament'

export interface CityCardData {
  readonly key: string
  readonly name: string
  readonly deck: DeckLetter
  readonly colour: Colour
  readonly copies: number
  readonly kind: CardKind
  readonly playCost: number
  readonly activationCost: ActivationCost
  readonly gainMoney: number
  readonly gainPrestige: number
  readonly removePoverty: number
  readonly gainPoverty: number
  readonly endPrestige: number
  readonly flips: boolean
  /** false for cards with nothing to activate (pure prestige or continuous-only cards) */
  readonly activatable: boolean
  readonly effect: EffectKey | null
  readonly continuous: ContinuousKey | null
}

export type CityCardField = Exclude<keyof CityCardData, 'key'>

export interface CityCardDef extends CityCardData {
  readonly provenance: Readonly<Partial<Record<CityCardField, Provenance>>> & { readonly default: Provenance }
}

export interface BoroughData {
  readonly name: string
  readonly starting: boolean
  readonly cost: number
  readonly cardsDrawn: number
  readonly endPrestige: number
  readonly north: boolean
  readonly river: boolean
}

/** A district card (second edition) or a borough of the map (classic). */
export interface DistrictDef {
  readonly key: string
  readonly name: string
  readonly starting: boolean
  readonly cost: number
  readonly cardsDrawn: number
  /** classic: prestige at the end of the game; second: prestige gained at purchase */
  readonly prestige: number
  readonly removePoverty: number
  readonly north: boolean
  readonly river: boolean
  /** second edition: poverty gained, mandatorily, each time you run your city while this is your top district */
  readonly runPoverty: number
  readonly provenance: Readonly<Partial<Record<keyof DistrictDef, Provenance>>> & { readonly default: Provenance }
}
