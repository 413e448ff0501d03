// Run-time validation of an action that arrived from outside (IPC, a save file): shape only, not legality.
import type { Action, ActionType } from './types'

type FieldKind = 'int' | 'intOrNull' | 'intList'
const SHAPES: Readonly<Record<ActionType, Readonly<Record<string, FieldKind>>>> = {
  takeLoan: {},
  repayLoan: {},
  drawDeck: {},
  drawBoard: { card: 'int' },
  stopDrawing: {},
  peekUniversity: {},
  takePeeked: { card: 'int' },
  chooseDevelop: {},
  chooseRunCity: {},
  chooseDrawThree: {},
  buyLand: { district: 'int' },
  place: { card: 'int', spend: 'intOrNull', onto: 'intOrNull' },
  playAction: { card: 'int' },
  endDevelop: {},
  activate: { card: 'int' },
  runDistrict: {},
  activateAll: {},
  endRun: {},
  discard: { card: 'int' },
  stockExchange: { give: 'int', take: 'int' },
}
const ACTIVATE_OPTIONAL: Readonly<Record<string, FieldKind>> = {
  spend: 'int',
  hospital: 'int',
  target: 'int',
  take: 'int',
  again: 'int',
  cards: 'intList',
  boroughs: 'intList',
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1_000_000

function fits(kind: FieldKind, v: unknown): boolean {
  if (kind === 'int') return isInt(v)
  if (kind === 'intOrNull') return v === null || isInt(v)
  return Array.isArray(v) && v.length <= 20 && v.every(isInt)
}

/** At most this many characters of a refused input are quoted back (a 1 MB field name is not an error message). */
const EXCERPT_MAX = 40

/** A short quotation of outside text for an error message. */
function excerpt(text: string): string {
  return JSON.stringify(text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX)}…` : text)
}

/**
 * Only an action's own known fields are accepted (own-property checks: a field named `constructor` or `__proto__`
 * must not find Object.prototype's members in the tables), and the action returned is a new object holding only
 * them, so nothing else can reach the game or its saves.
 */
export function parseAction(x: unknown): { ok: true; action: Action } | { ok: false; message: string } {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return { ok: false, message: 'An action must be an object.' }
  const o = x as Record<string, unknown>
  const type = Object.hasOwn(o, 'type') ? o.type : undefined
  if (type === undefined) return { ok: false, message: 'Field "type" is missing from the action.' }
  if (typeof type !== 'string' || !Object.hasOwn(SHAPES, type))
    return { ok: false, message: `Unknown action type ${typeof type === 'string' ? excerpt(type) : typeof type}.` }
  const required = SHAPES[type as ActionType]
  const optional = type === 'activate' ? ACTIVATE_OPTIONAL : {}
  const action: Record<string, unknown> = { type }
  for (const [k, v] of Object.entries(o)) {
    if (k === 'type') continue
    const kind = Object.hasOwn(required, k) ? required[k] : Object.hasOwn(optional, k) ? optional[k] : undefined
    if (!kind) return { ok: false, message: `Unexpected field ${excerpt(k)} in ${type}.` }
    if (!fits(kind, v)) return { ok: false, message: `Field "${k}" of ${type} is not valid.` }
    action[k] = Array.isArray(v) ? [...(v as number[])] : v
  }
  for (const k of Object.keys(required)) if (!Object.hasOwn(o, k)) return { ok: false, message: `Field "${k}" is missing from ${type}.` }
  return { ok: true, action: action as unknown as Action }
}

/** A stable text key of an action (field order does not matter), for comparing actions. */
export function actionKey(a: Action): string {
  const o = a as unknown as Record<string, unknown>
  const keys = Object.keys(o).sort()
  let key = ''
  for (let i = 0; i < keys.length; i++) key += `${i > 0 ? ';' : ''}${keys[i]}=${valueText(o[keys[i]!])}`
  return key
}

/** JSON.stringify of an action field, with the frequent numbers and lists of numbers written directly (searches key every move). */
function valueText(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x))) return `[${v.join(',')}]`
  return JSON.stringify(v)
}
