/**
 * A tiny run-time validator kit for IPC requests (no dependencies).
 *
 * A `Validator<T>` checks an `unknown` value coming over IPC and either
 * returns it typed as `T` or says what is wrong and where:
 *
 *   const req = v.object({ text: v.string({ max: 1000 }) })
 *   req.check({ text: 'hi' })  // { ok: true, value: { text: 'hi' } }
 *   req.check({ text: 42 })    // { ok: false, message: 'text: expected a string, got number' }
 *
 * `Infer<typeof req>` gives the static type. Objects are strict: unknown keys
 * are refused, so a renderer cannot smuggle extra fields into a service.
 */

export type Check<T> = { ok: true; value: T } | { ok: false; message: string }

export interface Validator<T> {
  check(input: unknown): Check<T>
  /** Human-readable shape, used in error messages. */
  readonly describe: string
}

export type Infer<V> = V extends Validator<infer T> ? T : never

type Issue = { path: string; message: string }

/** Internal: validators report issues with a path, `check` renders them. */
interface PathValidator<T> extends Validator<T> {
  at(input: unknown, path: string): { ok: true; value: T } | { ok: false; issue: Issue }
}

function make<T>(
  describe: string,
  at: (input: unknown, path: string) => { ok: true; value: T } | { ok: false; issue: Issue },
): PathValidator<T> {
  return {
    describe,
    at,
    check(input) {
      const r = at(input, '')
      if (r.ok) return r
      const where = r.issue.path === '' ? '' : `${r.issue.path}: `
      return { ok: false, message: `${where}${r.issue.message}` }
    },
  }
}

function kindOf(x: unknown): string {
  if (x === null) return 'null'
  if (Array.isArray(x)) return 'array'
  return typeof x
}

function fail(path: string, message: string): { ok: false; issue: Issue } {
  return { ok: false, issue: { path, message } }
}

function child(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`
  return path === '' ? key : `${path}.${key}`
}

function asPath<T>(val: Validator<T>): PathValidator<T> {
  if ('at' in val && typeof (val as PathValidator<T>).at === 'function') return val as PathValidator<T>
  // A foreign validator: adapt it (its message already says what is wrong).
  return make(val.describe, (input, path) => {
    const r = val.check(input)
    return r.ok ? r : fail(path, r.message)
  })
}

export interface StringOptions {
  min?: number
  max?: number
  pattern?: RegExp
}

export interface NumberOptions {
  min?: number
  max?: number
  integer?: boolean
}

type Shape = Record<string, Validator<unknown>>

/** Keys whose validator accepts `undefined` become optional properties. */
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: undefined extends Infer<S[K]> ? K : never
}[keyof S]
type ObjectOf<S extends Shape> = {
  [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]>
} & {
  [K in OptionalKeys<S>]?: Infer<S[K]>
} extends infer O
  ? { [K in keyof O]: O[K] }
  : never

export const v = {
  /** For channels that take no argument: accepts only `undefined` (or `null`). */
  none(): Validator<void> {
    return make<void>('nothing', (input, path) =>
      input === undefined || input === null ? { ok: true, value: undefined } : fail(path, `expected no argument, got ${kindOf(input)}`),
    )
  },

  string(opts: StringOptions = {}): Validator<string> {
    return make('string', (input, path) => {
      if (typeof input !== 'string') return fail(path, `expected a string, got ${kindOf(input)}`)
      if (opts.min !== undefined && input.length < opts.min)
        return fail(path, `must be at least ${opts.min} characters (got ${input.length})`)
      if (opts.max !== undefined && input.length > opts.max)
        return fail(path, `must be at most ${opts.max} characters (got ${input.length})`)
      if (opts.pattern && !opts.pattern.test(input)) return fail(path, `must match ${String(opts.pattern)}`)
      return { ok: true, value: input }
    })
  },

  number(opts: NumberOptions = {}): Validator<number> {
    return make(opts.integer ? 'integer' : 'number', (input, path) => {
      if (typeof input !== 'number' || !Number.isFinite(input)) return fail(path, `expected a finite number, got ${kindOf(input)}`)
      if (opts.integer && !Number.isInteger(input)) return fail(path, `expected an integer, got ${input}`)
      if (opts.min !== undefined && input < opts.min) return fail(path, `must be >= ${opts.min} (got ${input})`)
      if (opts.max !== undefined && input > opts.max) return fail(path, `must be <= ${opts.max} (got ${input})`)
      return { ok: true, value: input }
    })
  },

  boolean(): Validator<boolean> {
    return make('boolean', (input, path) =>
      typeof input === 'boolean' ? { ok: true, value: input } : fail(path, `expected a boolean, got ${kindOf(input)}`),
    )
  },

  /** One of a fixed set of primitive values: `v.literal('a', 'b')`. */
  literal<const L extends readonly (string | number | boolean | null)[]>(...values: L): Validator<L[number]> {
    const shown = values.map((x) => JSON.stringify(x)).join(' | ')
    return make(shown, (input, path) =>
      (values as readonly unknown[]).includes(input)
        ? { ok: true, value: input as L[number] }
        : fail(path, `expected ${shown}, got ${JSON.stringify(input) ?? kindOf(input)}`),
    )
  },

  array<T>(item: Validator<T>, opts: { max?: number; min?: number } = {}): Validator<T[]> {
    const it = asPath(item)
    return make(`${item.describe}[]`, (input, path) => {
      if (!Array.isArray(input)) return fail(path, `expected an array, got ${kindOf(input)}`)
      if (opts.min !== undefined && input.length < opts.min) return fail(path, `must have at least ${opts.min} items (got ${input.length})`)
      if (opts.max !== undefined && input.length > opts.max) return fail(path, `must have at most ${opts.max} items (got ${input.length})`)
      const out: T[] = []
      for (let i = 0; i < input.length; i++) {
        const r = it.at(input[i], child(path, i))
        if (!r.ok) return r
        out.push(r.value)
      }
      return { ok: true, value: out }
    })
  },

  /** A plain object with exactly these keys (unknown keys are refused). */
  object<S extends Shape>(shape: S): Validator<ObjectOf<S>> {
    const entries = Object.entries(shape).map(([k, val]) => [k, asPath(val)] as const)
    const describe = `{ ${entries.map(([k, val]) => `${k}: ${val.describe}`).join(', ')} }`
    return make(describe, (input, path) => {
      if (typeof input !== 'object' || input === null || Array.isArray(input))
        return fail(path, `expected an object ${describe}, got ${kindOf(input)}`)
      const rec = input as Record<string, unknown>
      for (const key of Object.keys(rec)) {
        if (!Object.prototype.hasOwnProperty.call(shape, key)) return fail(child(path, key), 'unknown field')
      }
      const out: Record<string, unknown> = {}
      for (const [key, val] of entries) {
        const r = val.at(rec[key], child(path, key))
        if (!r.ok) return r
        if (r.value !== undefined) out[key] = r.value
      }
      return { ok: true, value: out as ObjectOf<S> }
    })
  },

  optional<T>(inner: Validator<T>): Validator<T | undefined> {
    const it = asPath(inner)
    return make(`${inner.describe}?`, (input, path) => (input === undefined ? { ok: true, value: undefined } : it.at(input, path)))
  },

  /** The first alternative that accepts the input wins. */
  union<const Vs extends readonly Validator<unknown>[]>(...alts: Vs): Validator<Infer<Vs[number]>> {
    const its = alts.map(asPath)
    const describe = alts.map((a) => a.describe).join(' | ')
    return make(describe, (input, path) => {
      for (const it of its) {
        const r = it.at(input, path)
        if (r.ok) return { ok: true, value: r.value as Infer<Vs[number]> }
      }
      return fail(path, `expected ${describe}, got ${kindOf(input)}`)
    })
  },
}
