import { describe, expect, it } from 'vitest'
import { DICTIONARIES, LANGUAGES } from '../i18n/messages'
import { ERROR_KEYS, errorText } from './errors'

describe('error messages', () => {
  const keys = [...Object.values(ERROR_KEYS.CODE), ...Object.values(ERROR_KEYS.RULE), ...Object.values(ERROR_KEYS.SAVE)]

  it('every code, engine reason and save problem has its own message in every language', () => {
    for (const lang of LANGUAGES) {
      const texts = keys.map((k) => DICTIONARIES[lang][k])
      for (const [i, text] of texts.entries()) expect(text, `${lang} ${keys[i]}`).toBeTruthy()
      // specific: no two codes share a message (the engine's "game over" and the session's may differ only in case)
      expect(new Set(texts.map((x) => x.toLowerCase())).size, lang).toBeGreaterThanOrEqual(texts.length - 1)
    }
  })

  it("reads the engine's reason and the save problem, in the player's language", () => {
    expect(errorText('fr', { code: 'ILLEGAL_MOVE', rule: 'not-in-hand', message: 'That card is not in your hand.' })).toBe(
      'Coup refusé : cette carte n’est pas dans votre main.',
    )
    expect(errorText('fr', { code: 'BAD_SAVE', reason: 'newer-version', message: 'format 2' })).toBe(
      'Impossible d’ouvrir ce fichier : elle a été enregistrée par une version plus récente de London.',
    )
    expect(errorText('fr', { code: 'NOT_YOUR_TURN', message: 'Bo (bot) is deciding.' })).toBe(
      'Ce n’est pas votre tour : attendez l’autre joueur.',
    )
    expect(errorText('en', { code: 'TRANSPORT', message: 'HTTP 500' })).toBe('Lost contact with the game engine: HTTP 500')
  })
})
