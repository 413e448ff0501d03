// English words of the guided first game (coach marks, the offer on the start screen) and of the statistics
// screen, merged into the English dictionary (en.ts); each language has the same keys in guide-{lang}.ts.
export const guideEn = {
  'guide.offer.heading': 'New to London?',
  'guide.offer.text':
    'Play a guided first game: the second edition against one easy computer player, with a short tip each time you reach a new part of the game. You can leave it whenever you like.',
  'guide.offer.start': 'Play the guided game',
  'guide.badge': 'Guided game',
  'guide.progress': 'Tip {n} of {total}',
  'guide.gotIt': 'Got it',
  'guide.rules': 'Read the rules',
  'guide.leave': 'Leave the guided game',
  // the guided game's opponent: a name of Victorian London (Isambard Kingdom Brunel), not a numbered default
  'guide.botName': 'Mr Brunel',
  'guide.draw.title': 'Every turn starts with a card',
  'guide.draw.text':
    'First you must draw one card: the top card of the deck, or any face-up card on the development board. You play first; your opponent is an easy computer player.',
  'guide.actions.title': 'One action per turn',
  'guide.actions.text':
    'Now choose exactly one of the four actions: develop (build from your hand), buy a district, run your city, or draw three cards. With an empty city, developing is the natural start.',
  'guide.develop.title': 'Placing a building, and what it costs',
  'guide.develop.text':
    'Click a card in your hand to place it. You pay with another card of the same colour, which goes onto the board, plus the £ printed in its corner. Place as many as you can afford, then click “{done}”.',
  'guide.run.title': 'Running your city, and its poverty',
  'guide.run.text':
    'Use the face-up cards on top of your stacks, one after another, for money, prestige or less poverty. When you click “{done}”, your city takes 1 poverty for each stack, each loan and each card in your hand: the forecast shows the total beforehand.',
  'guide.handLimit.title': 'The hand limit',
  'guide.handLimit.text':
    'A turn may end with 9 cards in hand at most. Pick the cards to let go: they land face up on the development board, where either player may take them later.',
  'guide.finalRound.title': 'The last round',
  'guide.finalRound.text':
    'The deck has run out: this is your last turn, and the game is scored once the round is over. Cards still in your hand then count as poverty.',
  'guide.scoring.title': 'The final count',
  'guide.scoring.text':
    'Cards in hand become poverty, every card in your city scores its prestige, £3 left after repaying loans make 1 prestige, and each unpaid loan costs 7. The poorest city’s poverty is taken off everyone’s, and what remains costs prestige. This game now counts in your statistics.',

  'stats.button': 'Statistics',
  'stats.title': 'Your statistics',
  'stats.back': 'Back',
  'stats.loading': 'Reading your statistics…',
  'stats.empty': 'No finished game yet. Every game you play to its end is counted here; a game you leave is not.',
  'stats.summary': '{games, plural, one {# finished game} other {# finished games}}, {wins, plural, one {# win} other {# wins}}',
  'stats.tableCaption': 'Results by edition, number of players and opponents',
  'stats.col.edition': 'Edition',
  'stats.col.players': 'Players',
  'stats.col.opponents': 'Opponents',
  'stats.col.games': 'Games',
  'stats.col.wins': 'Wins',
  'stats.col.average': 'Average score',
  'stats.col.best': 'Best score',
  'stats.col.poverty': 'Average final poverty',
  'stats.edition.second': '2017',
  'stats.edition.classic': '2010',
  'stats.opponents.easy': 'Easy bots',
  'stats.opponents.medium': 'Medium bots',
  'stats.opponents.hard': 'Hard bots',
  'stats.opponents.expert': 'Expert bots',
  'stats.opponents.mixed': 'Mixed',
  'stats.opponents.humans': 'People (hot-seat)',
  'stats.winRate': '{wins} ({rate, number, percent})',
  'stats.povertyNote':
    'Final poverty is counted after the end-of-game levelling, so it is the poverty that cost prestige. A hot-seat game counts once for each person who played it.',
  'stats.recent': 'Recent scores',
  'stats.chartLabel': 'Your last {n, plural, one {# score} other {# scores}}, oldest first',
  'stats.bar': '{when, date, medium}: {score} prestige, {won, select, yes {won} other {not won}} ({edition}, {players} players)',
  'stats.legendWin': 'won',
  'stats.legendLoss': 'not won',
  'stats.reset': 'Reset statistics',
  'stats.resetConfirm': 'Forget every recorded game? This cannot be undone.',
  'stats.resetYes': 'Reset',
  'stats.setAside': 'Your statistics file was damaged. It was kept as “{file}” in the user data folder, and new statistics were started.',
} as const
