// English words of play at the table: why a click cannot be used, following the other players, direct
// manipulation, the questions before leaving a game, the hot-seat end of turn and the rematch. Merged into the
// English dictionary (en.ts); each language has the same keys in play-{lang}.ts.
export const playEn = {
  // ------------------------------------------------------------------ why not (the engine's whyNot, in words)
  'why.game-over': 'The game is over.',
  'why.not-your-turn': 'It is {name}’s turn: wait for yours.',
  'why.use.draw':
    '{now, select, action {You have drawn this turn: the deck and the board are for drawing, at the start of a turn or after choosing Draw three cards.} other {You are not drawing now: the deck and the board are for drawing, at the start of a turn or after choosing Draw three cards.}}',
  'why.use.action':
    '{now, select, draw {Draw your card first: land is bought as the action of your turn.} other {You have already chosen your action this turn: land is bought as the action of a turn.}}',
  'why.use.develop':
    '{now, select, draw {Draw your card first: {card} can be placed or played once you choose Develop.} action {Choose Develop to place or play {card}.} run {You are running your city: cards from your hand are placed while developing.} other {{card} can be placed or played only while developing.}}',
  'why.use.run':
    '{now, select, draw {Draw your card first: the cards of your city are activated once you choose Run your city.} action {Choose Run your city to activate {card}.} other {The cards of your city are activated only while running it, and you chose another action this turn.}}',
  'why.use.handLimit': '{card} can be discarded only at the hand limit.',
  'why.pauper.second': 'Paupers cannot be placed, nor pay for a placement: each one in your hand adds poverty when you run your city.',
  'why.pauper.classic': 'Paupers cannot be placed: each one in your hand adds poverty when you run your city.',
  'why.needs-payment':
    'To place {card} (£{cost}) you must also spend another {colour} card from your hand, and you have none that can pay.',
  'why.needs-payment.school':
    'To place {card} (£{cost}) you must also spend another card from your hand (with School any colour, £1 more), and you have none that can pay.',
  'why.face-down': '{card} is face down: face-down cards cannot be activated.',
  'why.nothing-to-activate': '{card} has nothing to activate.',
  'why.activated-this-turn': '{card} was already activated this turn: each card works once a run.',
  'why.needs-card':
    'Activating {card} costs {colour, select, blue {a blue card} other {a card}} from your hand, and {hand, plural, =0 {your hand is empty} other {you have none that can pay}}.',
  'why.no-choice': '{card} has nothing to act on now.',
  'why.no-choice.coffeeHouse': 'Coffee House takes a building from the board, and there is none on it now.',
  'why.no-choice.whitehall': 'Whitehall activates again a card you activated this run: activate one first.',
  'why.not-offered': '{district} is not for sale now.',
  'why.no-marker-left': 'All {n} of your building markers are on the map.',
  'why.occupied': '{district} is already occupied {who, select, you {by you} other {by {name}}}.',
  'why.first-marker': 'The first building marker goes in {list}.',
  'why.not-adjacent': '{district} is not adjacent to any occupied borough.',
  'why.deck-empty': 'The deck is empty: take a card from the board.',
  'why.choose-peeked': 'Take one of the cards University of London showed you, or a card from the board.',
  'why.no-legal-use': '{card} cannot be used now.',
  'why.price':
    '{district} costs £{cost} and you have £{money}{loans, plural, =0 {.} one { — a loan of £{amount} would cover it.} other { — # loans of £{amount} would cover it.}}',

  // ------------------------------------------------------------------ direct manipulation, keys
  'direct.placeHint':
    'Click a highlighted stack or “New stack” in your city, or drag the card there. The card marked ✕ pays; click another card marked £ to pay with it.',
  'direct.payHint': 'Click a card marked £ in your hand to pay with it.',
  'keys.enter': 'Enter',
  'table.newStack': 'New stack',

  // ------------------------------------------------------------------ following the other players
  'follow.since': 'Since your last turn',
  'follow.more': '{n, plural, one {# more line} other {# more lines}} below',
  'follow.lastTitle': 'Last move: turn {turn}',
  'follow.chip.develop': 'built',
  'follow.chip.runCity': 'ran city',
  'follow.chip.drawThree': 'drew 3',
  'follow.chip.buyLand': 'bought land',
  'follow.chip.none': 'playing',
  'follow.head.develop': '{who, select, you {You} other {{name}}} developed',
  'follow.head.runCity': '{who, select, you {You} other {{name}}} ran the city',
  'follow.head.drawThree': '{who, select, you {You} other {{name}}} drew three cards',
  'follow.head.buyLand': '{who, select, you {You} other {{name}}} bought {district} for £{cost}',
  'follow.head.none': '{who, select, you {You} other {{name}}} began a turn',
  'follow.loans': '{n, plural, one {took a loan} other {took # loans}}',
  'follow.repaid': '{n, plural, one {repaid a loan} other {repaid # loans}}',
  'follow.took': 'took {cards} from the board',
  'follow.drew': 'drew {n, plural, one {# card} other {# cards}}',
  'follow.played': 'played {cards}',
  'follow.placed': 'placed {cards}',
  'follow.activated': 'activated {cards}',
  'follow.underground': 'underground in {boroughs}',
  'follow.discarded': 'discarded {n, plural, one {# card} other {# cards}}',
  'follow.povertyUp': '+{n} poverty',
  'follow.povertyDown': '−{n} poverty',
  'follow.youPaid': 'you paid £{n}',
  'follow.youPoverty': 'you took {n} poverty',
  'follow.playing': 'still playing',
  'follow.sentence': '{head}: {details}.',
  'follow.sentenceBare': '{head}.',
  'follow.separator': '; ',
  'log.turnOf': 'Turn {n} · {who, select, you {you} other {{name}}}',
  'log.latest': 'Latest',

  // ------------------------------------------------------------------ leaving a game, hot-seat, rematch
  'leave.quit.title': 'Leave this game?',
  'leave.quit.text': 'Your progress is kept in the autosave: the start screen will offer to resume it.',
  'leave.quit.confirm': 'Leave the game',
  'leave.open.title': 'Open another game?',
  'leave.open.text':
    'The game you open replaces this one, and its autosave: the moves played since this game was last saved to a file will be lost.',
  'leave.open.confirm': 'Open without saving',
  'leave.saveFirst': 'Save, then open',
  'leave.replace.title': 'Replace the unfinished game?',
  'leave.replace.newText': 'A new game replaces the unfinished game kept in the autosave; it cannot be resumed afterwards.',
  'leave.replace.openText': 'The game you open replaces the unfinished game kept in the autosave; it cannot be resumed afterwards.',
  'leave.replace.confirm': 'Start the new game',
  'leave.replace.resume': 'Resume it instead',
  'leave.playOn.title': 'Play on from here?',
  'leave.playOn.text':
    'The new game replaces the game in progress, and its autosave: the moves played since that game was last saved to a file will be lost.',
  'leave.playOn.confirm': 'Play on without saving',
  'leave.playOn.saveFirst': 'Save, then play on',
  'turnEnd.heading': 'Your turn is over.',
  'turnEnd.text': 'Look at what it did, then pass the screen. Undo still takes back its last step if it revealed no card.',
  'turnEnd.confirm': 'End my turn',
  'score.rematch': 'Rematch',
  'settings.hotSeat': 'Hot-seat',
  'settings.confirmTurnEnd': 'Each player confirms the end of their turn (and sees its result) before the screen is passed on',
} as const

export type PlayDictionary = Readonly<Record<keyof typeof playEn, string>>
