// The shape of a learned value net: here, apart from value-net.ts, so that the generated value-net-weights-*.ts
// files can name their type without importing the module that imports them (no import cycle).

export type Activation = 'tanh' | 'relu' | 'linear'

export interface DenseLayer {
  readonly inputs: number
  readonly outputs: number
  /** row-major, outputs × inputs: weights[o * inputs + i] */
  readonly weights: readonly number[]
  readonly biases: readonly number[]
  readonly activation: Activation
}

export interface ValueNet {
  readonly players: number
  /** the inputs it reads (value-features.ts FeatureSet); absent: set 1 */
  readonly featureSet?: 3
  /** inputs are (x − mean) / scale before the first layer */
  readonly mean: readonly number[]
  readonly scale: readonly number[]
  /** the last layer has one output: the logit of the win chance, or with `output` a margin */
  readonly layers: readonly DenseLayer[]
  /**
   * Absent: the output is the logit of the seat's chance to win. `margin`: the output is the seat's final margin
   * over the best other seat, in `unit` points, and the chance to win is the linear evaluation's logistic of it
   * (evaluate.ts winChance, whose scale grows with the turns left) with the margin times `sharpness`, fitted on
   * the training games' winners. A margin is learned from every point of every game, a win from one bit.
   */
  readonly output?: { readonly kind: 'margin'; readonly unit: number; readonly sharpness: number }
  /**
   * A skip connection: `weight` times the raw (unstandardised) input `input` is added to the last layer's output.
   * Over the linear evaluation's logit, the layers learn a correction to it, and where the training games never
   * went (many loans, say) the linear judgement still holds.
   */
  readonly skip?: { readonly input: number; readonly weight: number }
  /** how it was trained and what it scored on held-out games (train.ts writes it; nothing reads it at run time) */
  readonly trained?: Readonly<Record<string, unknown>>
}
