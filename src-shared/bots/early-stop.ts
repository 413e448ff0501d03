// When Hard may stop searching before its budget is spent. Two rules over the root statistics of its own search:
//  - clearly best: with confidence 1 − δ (a normal bound on each move's mean reward from its own sample variance
//    shrunk towards a prior, with a union bound over the moves), no other move is better than the most visited one
//    by more than ε;
//  - out of reach: no other move can catch up with the most visited one in the iterations left (the most visited
//    move is the one played, so searching on cannot change the answer).
// Rewards are in [0, 1]; the constants are set in points of margin and turned into rewards at the search's scale
// (`inRewards`, with the reward per point near an even game). They are data (mutable only for tuning scripts).

export interface ArmStats {
  readonly visits: number
  /** sum of the rewards */
  readonly total: number
  /** sum of the squared rewards */
  readonly sq: number
}

export const EARLY_STOP_POINTS = {
  /** chance of stopping although some other move is better than the chosen one by more than `epsilon` */
  delta: 0.1,
  /** a difference in estimated margin not worth searching on (points) */
  epsilonPoints: 0.32,
  /** visits every move needs before its statistics are trusted */
  minVisits: 8,
  /** the prior on the spread of a move's simulated margins (points), worth `priorWeight` samples */
  priorSdPoints: 2.26,
  priorWeight: 5,
}

/** The rules' constants in rewards. */
export interface EarlyStopParams {
  readonly delta: number
  /** a difference in mean reward not worth searching on */
  readonly epsilon: number
  readonly minVisits: number
  /**
   * A prior on each move's reward variance, worth `priorWeight` samples: a few samples can agree by chance, so a
   * move's variance is taken as (squared deviations + priorWeight × priorVariance) / (n − 1 + priorWeight).
   */
  readonly priorVariance: number
  readonly priorWeight: number
}

/** The constants in rewards, for a search whose reward moves by `perPoint` per point of margin. */
export function inRewards(perPoint: number, p = EARLY_STOP_POINTS): EarlyStopParams {
  return {
    delta: p.delta,
    epsilon: p.epsilonPoints * perPoint,
    minVisits: p.minVisits,
    priorVariance: (p.priorSdPoints * perPoint) ** 2,
    priorWeight: p.priorWeight,
  }
}

/** The constants at the hand-set reward's scale (a logistic over 4 points: 1/16 of a reward per point). */
export const EARLY_STOP_PARAMS: EarlyStopParams = inRewards(1 / 16)

/** A move's reward variance: its sample variance shrunk towards the prior. */
export function variance(arm: ArmStats, p: EarlyStopParams = EARLY_STOP_PARAMS): number {
  const n = arm.visits
  const mean = n > 0 ? arm.total / n : 0
  const squares = Math.max(0, arm.sq - n * mean * mean)
  return (squares + p.priorWeight * p.priorVariance) / (Math.max(0, n - 1) + p.priorWeight)
}

/** The half-width of the confidence interval on a move's mean reward. */
export function radius(arm: ArmStats, z: number, p: EarlyStopParams = EARLY_STOP_PARAMS): number {
  return z * Math.sqrt(variance(arm, p) / arm.visits)
}

/**
 * Whether `arms[chosen]` is, with confidence 1 − δ, within ε of the best of `arms` (every legal move must be among
 * them, each with at least `minVisits` visits). The bound on each mean uses z = √(2 ln(k/δ)), a sub-Gaussian tail
 * with a union bound over the k moves.
 */
export function clearlyBest(arms: readonly ArmStats[], chosen: number, p: EarlyStopParams = EARLY_STOP_PARAMS): boolean {
  if (arms.length < 2) return true
  for (const a of arms) if (a.visits < p.minVisits) return false
  const z = Math.sqrt(2 * Math.log(arms.length / p.delta))
  const best = arms[chosen]!
  const low = best.total / best.visits - radius(best, z, p)
  for (let i = 0; i < arms.length; i++) {
    if (i === chosen) continue
    const a = arms[i]!
    if (a.total / a.visits + radius(a, z, p) - low >= p.epsilon) return false
  }
  return true
}

/** Whether no other move can reach the visits of `arms[chosen]` within `remaining` more iterations. */
export function outOfReach(arms: readonly ArmStats[], chosen: number, remaining: number): boolean {
  const lead = arms[chosen]!.visits
  for (let i = 0; i < arms.length; i++) if (i !== chosen && arms[i]!.visits + remaining >= lead) return false
  return true
}
