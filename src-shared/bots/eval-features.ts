// What the evaluation reads for each seat and the shape of its weights: here, apart from evaluate.ts, so that the
// generated eval-weights.ts can name its type without importing the module that imports it (no import cycle).

/** What the evaluation reads for each seat, besides the points it is sure of; weighted by `eval-weights.ts`. */
export const EVAL_FEATURES = [
  /** the future of the city: each face-up top card's worth over the runs still expected */
  'activations',
  /** the cards in hand (options early on, poverty at the end) */
  'hand',
  /** money left after repaying what loans it can, in thirds (final scoring: £3 a point) */
  'money',
  /** the same money while there are turns left to spend it (× min(1, turns / 8)) */
  'moneyEarly',
  /** loans the money cannot repay */
  'unpaidLoans',
  /** smooth poverty penalty of the expected final poverty above the least poor player's */
  'povertyRelative',
  /** the expected final poverty itself */
  'povertyAbsolute',
  /** stacks × runs still expected (room for the city to grow) */
  'stacksFuture',
  /** turns the seat still expects to play */
  'turns',
] as const
export type EvalFeature = (typeof EVAL_FEATURES)[number]

export interface EvalWeights {
  /** share of the poverty a run would add now that is expected at every run still to come */
  readonly futurePovertyShare: number
  readonly weights: Readonly<Record<EvalFeature, number>>
  /**
   * How sure a lead is: the search's reward is the logistic of the estimated margin over the best opponent
   * divided by `marginScale + marginScalePerTurn × turns left` (early leads are less sure than late ones).
   */
  readonly marginScale: number
  readonly marginScalePerTurn: number
}
