// A specific message, in the player's language, for every error the contract can answer (a closed union: the
// compiler checks that each code, each engine reason and each save problem has its message). Pure: unit-tested.
import type { IpcError, IpcErrorCode, RuleErrorCode } from '../../../src-shared/ipc/contract'
import type { SaveErrorCode } from '../../../src-shared/save-format'
import { format, type Language, type MessageKey } from '../i18n/messages'

const CODE: Readonly<Record<Exclude<IpcErrorCode, 'ILLEGAL_MOVE' | 'BAD_SAVE'>, MessageKey>> = {
  BAD_REQUEST: 'error.code.BAD_REQUEST',
  UNKNOWN_CHANNEL: 'error.code.UNKNOWN_CHANNEL',
  FORBIDDEN: 'error.code.FORBIDDEN',
  INTERNAL: 'error.code.INTERNAL',
  TRANSPORT: 'error.code.TRANSPORT',
  NOT_YOUR_TURN: 'error.code.NOT_YOUR_TURN',
  GAME_OVER: 'error.code.GAME_OVER',
  NO_GAME: 'error.code.NO_GAME',
  STALE: 'error.code.STALE',
  CANNOT_UNDO: 'error.code.CANNOT_UNDO',
  NO_HANDOVER: 'error.code.NO_HANDOVER',
  NO_TURN_END: 'error.code.NO_TURN_END',
  CONFIRM_TURN_END: 'error.code.CONFIRM_TURN_END',
  GAME_NOT_OVER: 'error.code.GAME_NOT_OVER',
  SAVE_FAILED: 'error.code.SAVE_FAILED',
  SAVE_TO_FOLDER: 'error.code.SAVE_TO_FOLDER',
  AUTOSAVE_FAILED: 'error.code.AUTOSAVE_FAILED',
  IN_REPLAY: 'error.code.IN_REPLAY',
  NO_REPLAY: 'error.code.NO_REPLAY',
  NO_SUCH_POSITION: 'error.code.NO_SUCH_POSITION',
  STATISTICS_FAILED: 'error.code.STATISTICS_FAILED',
}

const RULE: Readonly<Record<RuleErrorCode, MessageKey>> = {
  'game-over': 'error.rule.game-over',
  'bad-action': 'error.rule.bad-action',
  'wrong-phase': 'error.rule.wrong-phase',
  'not-in-hand': 'error.rule.not-in-hand',
  'not-available': 'error.rule.not-available',
  'not-allowed': 'error.rule.not-allowed',
}

const SAVE: Readonly<Record<SaveErrorCode, MessageKey>> = {
  'not-json': 'error.save.not-json',
  'not-a-save': 'error.save.not-a-save',
  'newer-version': 'error.save.newer-version',
  'bad-field': 'error.save.bad-field',
  'too-long': 'error.save.too-long',
  'illegal-action': 'error.save.illegal-action',
  mismatch: 'error.save.mismatch',
  unreadable: 'error.save.unreadable',
}

/** The message keys of every error (tests check each has a distinct message in every language). */
export const ERROR_KEYS = { CODE, RULE, SAVE }

/** What the player reads. The English detail from main stays in `error.message` (shown as the banner's title). */
export function errorText(lang: Language, error: IpcError): string {
  switch (error.code) {
    case 'ILLEGAL_MOVE':
      return format(lang, 'error.refused', { message: format(lang, RULE[error.rule]) })
    case 'BAD_SAVE':
      return format(lang, 'error.openFailed', { message: format(lang, SAVE[error.reason]) })
    default:
      return format(lang, CODE[error.code], { message: error.message })
  }
}
