// The rules reference in English: the project's own words (never a rulebook sentence). Every language file
// has the same sections, blocks and rulings (checked by reference.test.ts); `ed` marks one edition only.
import type { ReferenceText } from '../sections'

export const referenceEn: ReferenceText = {
  sections: {
    overview: {
      title: 'What the game is about',
      blocks: [
        {
          p: 'Each player rebuilds a part of London after the Great Fire of 1666. You develop buildings from your hand into stacks in front of you, buy land, and run your city to turn those buildings into money, prestige and relief from poverty.',
        },
        {
          p: 'Whoever has the most prestige at the end wins. Money is a means, not a goal: only every £3 left over becomes 1 prestige. Poverty and unpaid loans cost prestige in the final count.',
        },
        {
          p: 'The game ends shortly after the city deck runs out. The deck is built from three parts, A on top of B on top of C, so the cards on offer change as the city grows.',
        },
        { p: 'Second edition (2017): land comes as district cards; three are on offer and the ones you buy form a pile.', ed: 'second' },
        {
          p: 'Classic edition (2010): land is a map of twenty boroughs where you put building markers; the Underground card adds stations.',
          ed: 'classic',
        },
      ],
    },
    setup: {
      title: 'Setting up',
      blocks: [
        {
          list: [
            'Every player receives £5 and 6 city cards.',
            'The three parts of the city deck are shuffled one by one and stacked with C at the bottom and A on top.',
            'The development board starts empty.',
          ],
        },
        {
          p: 'Nobody has poverty at the start. City, Westminster and Southwark & Bermondsey are the first districts on offer; the others form the district deck. The player in the first seat begins.',
          ed: 'second',
        },
        {
          p: 'Everyone begins with 5 poverty and 11 building markers. The first player is chosen at random from the game seed.',
          ed: 'classic',
        },
      ],
    },
    turn: {
      title: 'Your turn and the four actions',
      blocks: [
        { p: 'A turn has three steps, always in this order:' },
        {
          list: [
            'Draw: take one card, from the top of the deck or from the development board. This is not optional.',
            'Action: do exactly one of the four actions below. Passing is not allowed.',
            'Hand limit: if you now hold more than 9 cards, discard down to 9.',
          ],
        },
        {
          list: [
            'Develop: put cards from your hand into your city.',
            'Buy land: a district card (2017) or a borough of the map (2010).',
            'Run your city: use the cards on top of your stacks.',
            'Draw three cards.',
          ],
        },
        {
          p: 'Some face-up cards change these steps: University of London and Parliament alter the draw, Stock Exchange lets you swap a card at any moment of your turn.',
        },
      ],
    },
    drawing: {
      title: 'Drawing cards and the development board',
      blocks: [
        {
          p: 'Whenever you draw, each card comes either from the top of the deck or from the development board, one card at a time. You see a card from the deck before you choose where the next one comes from.',
        },
        {
          p: 'Every card that is spent or discarded lands face up on the development board, in the first free slot, left to right, top row first. Anyone may later take it.',
        },
        { table: 'boardSlots' },
        {
          p: 'When a card arrives and both rows are full, the cards of the bottom row leave the game, the top row slides down, and the new card starts the top row again.',
          ed: 'second',
        },
        {
          p: 'When a card arrives and both rows are full, the cards of the top row leave the game, the bottom row moves up, and the new card starts the bottom row.',
          ed: 'classic',
        },
      ],
    },
    develop: {
      title: 'Develop: placing cards',
      blocks: [
        { p: 'Developing puts buildings from your hand into your city, one after another, as many as you can pay for.' },
        {
          list: [
            'Each building costs one other card of the same colour from your hand (it goes to the development board) plus the £ amount in its top-left corner, if any.',
            'It goes on top of any of your stacks, face up or face down, or starts a new stack. A card placed this turn cannot be covered in the same turn.',
            'An ongoing ability works from the moment the card is placed, as long as the card stays face up on top of its stack.',
            'Its activated ability can only be used when you run your city, which means on a later turn.',
          ],
        },
        {
          p: 'Every stack adds poverty each time you run your city, so a new stack has a price. Covering a card keeps its end-game prestige (covered cards still score) but loses its ability.',
        },
        { p: 'Action cards are played rather than placed, and paupers can never be placed.' },
      ],
    },
    'action-cards': {
      title: 'Action cards',
      blocks: [
        {
          p: 'A few cards are actions instead of buildings. During a develop action you may play one from your hand: it needs no other card, does what it says, and then leaves the game. You may also use it like any card of its colour, to pay for a building.',
        },
        {
          list: [
            'Huguenots and Jewish Refugees: draw two cards, each from the deck or the board, then carry on developing.',
            'Christopher Wren (Wren in 2010): for the rest of this develop action, up to two buildings may be placed without spending a card, whatever their colour; their £ cost is still due.',
          ],
        },
      ],
    },
    paupers: {
      title: 'Paupers',
      blocks: [
        {
          p: 'Paupers are grey cards that nobody wants. They cannot be placed, and like every card in your hand they add poverty when you run your city and again at the end of the game.',
        },
        {
          p: 'Ways to get rid of them: spend them where a cost asks for any card (activation costs, the prison cards, Workhouse), or discard them when you are over the hand limit.',
        },
        { p: 'A pauper never pays for a placement, with School or without.', ed: 'second' },
        { p: 'With School face up, £1 lets a pauper pay for a placement like a card of another colour.', ed: 'classic' },
      ],
    },
    'run-city': {
      title: 'Running your city',
      blocks: [
        {
          p: 'Choose which of the face-up cards on top of your stacks to activate, one at a time, in the order you like. Each card can be activated once per turn.',
        },
        {
          list: [
            'First pay its activation cost, shown at the bottom left: money, or a card from your hand (of any colour, or blue where the card says so).',
            'Then collect everything it gives: money, prestige, poverty removed or taken, and its special ability if it has one.',
            'If it shows the turn-over symbol, turn it face down afterwards. A face-down card still counts as a stack and still scores at the end, but it cannot be activated again.',
          ],
        },
        { p: 'When you have finished, you take the poverty of your city (see Poverty).' },
        {
          p: 'You may stop without activating any city card. If your top district has a run effect, resolve it during the run, at a moment you choose, before you finish.',
          ed: 'second',
        },
        { p: 'You must activate at least one card, unless none can be activated any more.', ed: 'classic' },
      ],
    },
    poverty: {
      title: 'Poverty',
      blocks: [
        { p: 'Poverty is what your city costs its people. It is public, and at the end of the game it turns into lost prestige.' },
        {
          p: 'When you finish running your city you take 1 poverty for each of your stacks, 1 for each loan you have and 1 for each card in your hand.',
          ed: 'second',
        },
        {
          p: 'When you finish running your city you take 1 poverty for each of your stacks and 1 for each card in your hand, minus 1 for each borough you occupy. A negative total removes that much poverty instead.',
          ed: 'classic',
        },
        {
          p: 'Other sources: cards that give poverty when activated, Fleet Street and Police Force (played against you), and the run effect of some top districts.',
        },
        {
          p: 'Relief: cards showing a minus poverty symbol when activated, the prison cards and Workhouse, and buying a district. Poverty never drops below zero, and relief you cannot use is lost, not saved.',
        },
        {
          p: 'Every district relieves poverty when you buy it. The real values are unknown for most districts, so this app uses a provisional rule marked †: 1 for a district north of the river, 2 south of it, 3 for Lewisham. Wandsworth’s confirmed value is 1.',
          ed: 'second',
        },
        {
          p: 'At the end, each card left in your hand becomes 1 poverty. Then the player with the least poverty drops to zero and everyone else drops by the same amount. What remains costs prestige by this table:',
        },
        { table: 'povertyPenalty' },
      ],
    },
    loans: {
      title: 'Money and loans',
      blocks: [
        {
          p: 'You may take a loan at any moment of your own turn: you receive £10 and a loan token. When you must pay and cannot, the app takes the loans you need for you.',
        },
        { p: 'With Bank of England face up in your city, each loan gives £12 instead of £10; it is still one loan.' },
        {
          p: 'Each loan adds 1 poverty every time you run your city. A loan can be repaid for £15 at the start of your turn, before you draw.',
          ed: 'second',
        },
        { p: 'Loans cannot be repaid during the game.', ed: 'classic' },
        { p: 'At the end, every loan you can still cover is repaid at £15; each loan left unpaid costs 7 prestige.' },
      ],
    },
    districts: {
      title: 'Buying land: district cards',
      blocks: [
        {
          p: 'Pick one of the districts on offer, pay its price, and lay it on top of the districts you already own. A new one from the district deck fills the gap; once that deck is empty, the offer gets smaller.',
        },
        {
          list: [
            'At once: draw the number of cards shown, gain the prestige shown and remove the poverty shown.',
            'Only your top district’s abilities are active. The covered ones still show whether they lie north of the river and whether they touch it, which some cards count.',
            'A run effect applies each time you run your city while that district is on top (Southwark & Bermondsey: +1 poverty; Wandsworth: +2 poverty).',
          ],
        },
        {
          p: 'First-edition cards that count the boroughs you occupy count the district cards you own here, covered ones included: Omnibus, Steamboats, Train Station, Fire Brigade.',
        },
        { p: 'Districts are bought in full view: every player can see all of them, covered ones too.' },
      ],
    },
    boroughs: {
      title: 'Buying land: the map',
      blocks: [
        {
          p: 'Put one of your building markers on an empty borough, pay its price, then draw the number of cards printed there. One borough per action; each player has 11 markers.',
        },
        {
          list: [
            'The very first marker of the game must go in City, Westminster or Southwark & Bermondsey.',
            'Every later marker needs a neighbouring borough that already holds a marker, anyone’s. The Thames can only be crossed by the four bridges.',
            'Each borough you occupy lowers the poverty of every run by 1 and scores its prestige at the end (2 more with an underground station).',
          ],
        },
        {
          p: 'Several cards count your boroughs: Omnibus (all of them), Steamboats (those on the river), Train Station (those north of the river), and Fire Brigade (your opponents’ boroughs).',
        },
      ],
    },
    underground: {
      title: 'The Underground',
      blocks: [
        {
          p: 'Activating the Underground card lets you put up to two underground markers, each in a borough that holds a building marker (anyone’s) and has no underground marker yet. A borough never gets a second one.',
        },
        {
          list: [
            'The first underground marker of the game goes in City or in a borough next to City.',
            'Every later marker must touch a borough that already has one; your second marker may build on your first.',
            'A marker that can only join the line by crossing the Thames over a bridge costs £3 more. This holds for each of your two markers, whichever you place first.',
            'At the end, a borough with an underground marker gives its owner 2 extra prestige.',
          ],
        },
      ],
    },
    'draw-three': {
      title: 'Drawing three cards',
      blocks: [
        {
          p: 'Take three cards, each from the deck or the board, one at a time. If fewer than three are left, take what there is. This action is always possible, which makes it the safe choice when nothing else fits.',
        },
      ],
    },
    'hand-limit': {
      title: 'The hand limit',
      blocks: [
        {
          p: 'Only the end of your turn has a limit: at most 9 cards. Choose the extra cards and discard them onto the development board. While drawing you may hold more.',
        },
        { p: 'A big hand also costs poverty when you run your city and at the end of the game.' },
      ],
    },
    'game-end': {
      title: 'The end of the game',
      blocks: [
        {
          p: 'When the city deck is empty at the end of somebody’s turn, every other player takes one last turn, and then the game is scored. A turn still begins with a draw from the board if the board has cards.',
        },
        { p: 'The top bar tells you when the final round has started and who plays last.' },
      ],
    },
    scoring: {
      title: 'Final scoring and ties',
      blocks: [
        { p: 'The steps, in the order this edition uses:', ed: 'second' },
        { table: 'scoringSecond', ed: 'second' },
        { p: 'The steps, in the order this edition uses:', ed: 'classic' },
        { table: 'scoringClassic', ed: 'classic' },
        { p: 'Every card in your city scores its end prestige, covered and face-down cards included.' },
        {
          p: 'Ties go to the player with less poverty, then to the one with more districts, then to the one whose best single card is worth the most end prestige. If all of these are equal, the players share the victory.',
        },
      ],
    },
    'card-notes': {
      title: 'Cards with special rules',
      blocks: [
        {
          p: 'The icons on a card say most of what it does (see the Icons tab) and the Cards tab gives every card in words. The cards below need a ruling about details the printed text leaves open.',
        },
      ],
    },
    visibility: {
      title: 'What each player can see',
      blocks: [
        {
          p: 'Everything in front of the players is public: money, loans, poverty, prestige, land and the top card of every stack. Hands and the deck are private.',
        },
        {
          p: 'In a hot-seat game the app hides the table between two players until the next one confirms that it is their turn.',
        },
      ],
    },
    provisional: {
      title: 'The provisional 2017 cards',
      blocks: [
        {
          p: 'The complete list of the 2017 cards has not been published. The app builds the second-edition deck from the 2010 cards, without the 5 Underground cards (105 cards instead of 101), and applies every known 2017 fact on top.',
        },
        {
          p: 'Each value records its origin: confirmed for 2017, taken from the 2010 card, or provisional (a stand-in rule without a printed source). Values that are not confirmed for 2017 carry the † mark on the table and in the Cards tab.',
        },
        { p: 'Still unknown: the optional ability of Southwark & Bermondsey and the exact relief given by Lewisham.' },
      ],
    },
  },
  rulings: {
    '1': 'Loans have no limit and may be taken at any decision of your own turn. A cost you cannot pay takes the loans it needs, automatically.',
    '2': 'Poverty relief stops at zero and happens at once: relief you cannot use is lost, a negative classic run total included.',
    '3': 'Developing needs at least one building placed or action card played. A classic run needs at least one card activated; a second-edition run may end with none. If nothing is possible any more (say a Stock Exchange swap gave away the only card that could pay), the action may end with nothing done.',
    '4': 'With nothing left to draw, the mandatory draw is skipped; drawing three (and the classic take-three) takes whatever is left, even nothing.',
    '5': 'Board slots fill from the left, top row first; a full board overflows as described above. Cards discarded for the hand limit go to the board as well.',
    '6': 'Hospital is never activated by itself. When another of your cards is activated and would turn face down, you may turn a face-up Hospital down instead: the other card stays face up but counts as activated this turn, and that Hospital counts as used.',
    '7': 'Whitehall repeats a card you activated earlier this turn that is still on top of its stack, at no cost and without turning it down again; not Hospital and not Whitehall. The repeat makes its own choices (target, cards).',
    '8': 'Shops earns £1 for each later placement after which it is still visible: not for itself, nor for the card that covers it. Money on a covered Shops stays there and cannot be used.',
    '9': 'Placing Coffee House costs no card. Activated, it takes any building from the board onto itself, paying that card’s £ cost and no card; Shops counts it, and the new card may be activated in the same run.',
    '10': 'Public Houses works when activated: for this run your hand adds no poverty (it never helps at the final count).',
    '11': 'School: £1 lets a card of another colour pay for a placement, action cards included. In the classic game paupers may pay this way too (the 2010 rules call them useless unless educated); in the second edition they never pay for a placement.',
    '12': 'Christopher Wren (Wren) leaves the game when played; then up to two placements in the same develop action need no card spent, of any colour, paying their £ costs.',
    '13': 'Huguenots and Jewish Refugees leave the game when played; you draw two cards (deck or board, one at a time) and keep developing.',
    '14': 'University of London: at the start of your turn, instead of the mandatory draw, look at the top three cards of the deck and take one of them or a board card; the others go back on top in the order they were in. With Parliament visible, take up to two, or none.',
    '15': 'Parliament turns the mandatory draw into a choice of zero, one or two cards.',
    '16': 'Stock Exchange: once per turn, at any decision of your turn (not while choosing from University of London), swap a card from your hand with a board card; your card takes the slot of the one you took.',
    '17': 'Fleet Street and Police Force target another player. Police Force moves nothing if you have no poverty.',
    '18': 'Lloyds of London and Fire Brigade: a player who cannot pay takes loans to do so.',
    '19': 'Classic Town Houses counts every non-brown city card in your city, covered and face-down ones and itself included. Bridge and Tower Bridge count every brown card in your city, covered and face-down ones included.',
    '20': 'Paupers may pay activation costs that ask for any card and may be spent through the prison cards and Workhouse; they can never be placed.',
    '21': 'The third tie-breaker is the single city card worth the most end prestige, as the Spanish, both Portuguese and the classic texts say (the French text says the total). A tie on every criterion is a shared victory.',
    '22': 'The hands held at the end stay where they are in the game record, counted as out of play; the final count reads them from there.',
    '22a': 'A money activation cost you cannot afford is paid with a loan, like any other cost you choose to pay.',
    '22b': 'A played action card leaves the game in the second edition too (the 2017 text says nothing; the 2010 rule applies).',
    '22c': 'Millbank Prison gives its prestige for each card spent even when you have no poverty left to remove.',
    '22d': 'A Bank of England loan (£12) is still one loan: 1 poverty on a second-edition run and £15 to repay.',
    '22e':
      'Hospital is chosen at the moment the card it replaces is activated (the 2010 example turns it down at the end of the run, with the same result).',
    '22f':
      "What you see is what you have seen. Other hands and the deck are hidden, but you keep what you saw go there: the cards you put back with University of London stay known to you, in order, on top of the deck until drawn (and you then know whose hand each went to); a card taken from the board, or swapped in by Stock Exchange, is known to everyone while it stays in that hand. Covered and face-down cards are public in the classic game; in the second edition the other players' ones stay hidden until the game is over. You always see your own. Bots know exactly the same, no more.",
    '22g':
      'Money lying on Shops does not count at the final scoring: it becomes yours only when you activate Shops. Activate it before the end to bank it.',
    '22h':
      "Second edition: districts are bought in the open, so everyone sees every player's whole pile of districts, covered ones included; only the top one's abilities count.",
    '22i':
      "The poverty forecast shown before a run adds up what the run would cost now: stacks, loans (second edition), cards in hand (none after Public Houses), the top district's run effect still to take, or minus your boroughs (classic). It also tells how many cards the hand limit will make you discard and, in the final round, the hand that becomes poverty at the end.",
    '23': 'Second edition: nobody starts with poverty, and the player in the first seat (who set the game up) begins.',
    '24': 'Second edition: a loan is repaid (£15) only at the start of your turn, before any decision other than loans or a Stock Exchange swap. You need the £15 in hand: no loan is forced for a repayment.',
    '25': 'Second-edition Town Houses: 1 prestige for each face-up blue city card on top of your stacks, itself included (the rulebook example gives 2 with Town Houses and Hospital showing).',
    '26': 'Second edition: only the top district’s abilities count. A mandatory run effect is resolved during the run, whenever you choose, before you end it, and it does not count as activating a card. When the district deck is empty, the offer shrinks.',
    '26a':
      "Second edition: running the city may end without activating any card, and may be chosen with nothing to activate; the run's poverty and the top district's mandatory effect still apply.",
    '26b': 'Second edition: paupers never pay for a placement, School or not; no known card allows it.',
    '27': 'Second edition: “boroughs you occupy” on first-edition cards means “district cards you own”, covered ones included (Omnibus, Steamboats, Train Station, Fire Brigade).',
    '28': 'Classic: the first player is drawn at random from the seed, everyone starts with 5 poverty, and loans are repaid only at the end.',
    '29': 'Classic land: for adjacency the four bridges connect the boroughs on both sides of the Thames.',
    '30': 'Classic Underground: up to two markers, fewer if you like (for example when no borough qualifies). The first one of the game goes in City or next to it; each later one next to a borough with a marker, and your second may extend your first. Each marker that can only connect over a bridge costs £3 more, the second one too, in either order. The doubtful Greenwich – Southwark & Bermondsey link is kept as listed.',
    '31': 'Classic scoring, eight steps in this order: repay loans; cards in hand become poverty; 1 prestige per £3; boroughs (+2 with an underground marker); city cards; −7 per unpaid loan; poverty levelled; the poverty table.',
  },
}
