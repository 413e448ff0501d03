// Français : le jeu à la table (pourquoi un clic ne peut servir, suivre les autres joueurs, manipulation directe,
// questions avant de quitter une partie, fin de tour en hot-seat, revanche). Mêmes clés que play-en.ts.
import type { PlayDictionary } from './play-en'

export const playFr: PlayDictionary = {
  'why.game-over': 'La partie est terminée.',
  'why.not-your-turn': 'C’est au tour {elide, select, yes {d’} other {de }}{name} : attendez le vôtre.',
  'why.use.draw':
    '{now, select, action {Vous avez déjà pioché ce tour-ci : la pioche et le plateau servent à piocher, au début d’un tour ou après avoir choisi Piocher trois cartes.} other {Vous ne piochez pas maintenant : la pioche et le plateau servent à piocher, au début d’un tour ou après avoir choisi Piocher trois cartes.}}',
  'why.use.action':
    '{now, select, draw {Piochez d’abord votre carte : un terrain s’achète comme action du tour.} other {Vous avez déjà choisi votre action ce tour-ci : un terrain s’achète comme action du tour.}}',
  'why.use.develop':
    '{now, select, draw {Piochez d’abord votre carte : {card} pourra être posée ou jouée une fois Développer choisi.} action {Choisissez Développer pour poser ou jouer {card}.} run {Vous faites fonctionner votre ville : les cartes de la main se posent en développant.} other {{card} ne peut être posée ou jouée qu’en développant.}}',
  'why.use.run':
    '{now, select, draw {Piochez d’abord votre carte : les cartes de votre ville s’activent une fois Faire fonctionner la ville choisi.} action {Choisissez Faire fonctionner la ville pour activer {card}.} other {Les cartes de votre ville ne s’activent qu’en la faisant fonctionner, et vous avez choisi une autre action ce tour-ci.}}',
  'why.use.handLimit': '{card} ne peut être défaussée qu’à la limite de main.',
  'why.pauper.second':
    'Les indigents ne se posent pas et ne paient pas une pose : chacun dans votre main ajoute de la pauvreté quand votre ville fonctionne.',
  'why.pauper.classic': 'Les indigents ne se posent pas : chacun dans votre main ajoute de la pauvreté quand votre ville fonctionne.',
  'why.needs-payment':
    'Pour poser {card} (£{cost}), il faut aussi dépenser une autre carte {colour} de votre main, et vous n’en avez aucune qui puisse payer.',
  'why.needs-payment.school':
    'Pour poser {card} (£{cost}), il faut aussi dépenser une autre carte de votre main (avec School, de toute couleur pour £1 de plus), et vous n’en avez aucune qui puisse payer.',
  'why.face-down': '{card} est face cachée : une carte face cachée ne s’active pas.',
  'why.nothing-to-activate': '{card} n’a rien à activer.',
  'why.activated-this-turn': '{card} a déjà été activée ce tour-ci : chaque carte sert une fois par fonctionnement.',
  'why.needs-card':
    'Activer {card} coûte {colour, select, blue {une carte bleue} other {une carte}} de votre main, et {hand, plural, =0 {votre main est vide} other {vous n’en avez aucune qui puisse payer}}.',
  'why.no-choice': '{card} n’a rien sur quoi agir maintenant.',
  'why.no-choice.coffeeHouse': 'Coffee House prend un bâtiment du plateau, et il n’y en a aucun.',
  'why.no-choice.whitehall': 'Whitehall réactive une carte déjà activée pendant ce fonctionnement : activez-en une d’abord.',
  'why.not-offered': '{district} n’est pas à vendre maintenant.',
  'why.no-marker-left': 'Vos {n} marqueurs de bâtiment sont tous sur la carte.',
  'why.occupied': '{district} est déjà occupé {who, select, you {par vous} other {par {name}}}.',
  'why.first-marker': 'Le premier marqueur de bâtiment se pose dans {list}.',
  'why.not-adjacent': '{district} n’est voisin d’aucun quartier occupé.',
  'why.deck-empty': 'La pioche est vide : prenez une carte du plateau.',
  'why.choose-peeked': 'Prenez l’une des cartes que University of London vous a montrées, ou une carte du plateau.',
  'why.no-legal-use': '{card} ne peut pas servir maintenant.',
  'why.price':
    '{district} coûte £{cost} et vous avez £{money}{loans, plural, =0 {.} one { — un emprunt de £{amount} le couvrirait.} other { — # emprunts de £{amount} le couvriraient.}}',

  'direct.placeHint':
    'Cliquez sur une pile en surbrillance ou sur « Nouvelle pile » dans votre ville, ou faites-y glisser la carte. La carte marquée ✕ paie ; cliquez sur une autre carte marquée £ pour payer avec elle.',
  'direct.payHint': 'Cliquez sur une carte marquée £ dans votre main pour payer avec elle.',
  'keys.enter': 'Entrée',
  'table.newStack': 'Nouvelle pile',

  'follow.since': 'Depuis votre dernier tour',
  'follow.more': '{n, plural, one {# ligne de plus} other {# lignes de plus}} en dessous',
  'follow.lastTitle': 'Dernier coup : tour {turn}',
  'follow.chip.develop': 'a construit',
  'follow.chip.runCity': 'a fait fonctionner',
  'follow.chip.drawThree': 'a pioché 3',
  'follow.chip.buyLand': 'a acheté',
  'follow.chip.none': 'joue',
  'follow.head.develop': '{who, select, you {Vous avez} other {{name} a}} développé',
  'follow.head.runCity': '{who, select, you {Vous avez} other {{name} a}} fait fonctionner sa ville',
  'follow.head.drawThree': '{who, select, you {Vous avez} other {{name} a}} pioché trois cartes',
  'follow.head.buyLand': '{who, select, you {Vous avez} other {{name} a}} acheté {district} pour £{cost}',
  'follow.head.none': '{who, select, you {Vous avez} other {{name} a}} commencé un tour',
  'follow.loans': '{n, plural, one {un emprunt} other {# emprunts}}',
  'follow.repaid': '{n, plural, one {un emprunt remboursé} other {# emprunts remboursés}}',
  'follow.took': 'a pris {cards} sur le plateau',
  'follow.drew': '{n, plural, one {# carte piochée} other {# cartes piochées}}',
  'follow.played': 'a joué {cards}',
  'follow.placed': 'a posé {cards}',
  'follow.activated': 'a activé {cards}',
  'follow.underground': 'métro à {boroughs}',
  'follow.discarded': '{n, plural, one {# carte défaussée} other {# cartes défaussées}}',
  'follow.povertyUp': '+{n} de pauvreté',
  'follow.povertyDown': '−{n} de pauvreté',
  'follow.youPaid': 'vous avez payé £{n}',
  'follow.youPoverty': 'vous avez reçu {n} de pauvreté',
  'follow.playing': 'tour en cours',
  'follow.sentence': '{head} : {details}.',
  'follow.sentenceBare': '{head}.',
  'follow.separator': ' ; ',
  'log.turnOf': 'Tour {n} · {who, select, you {vous} other {{name}}}',
  'log.latest': 'Dernières lignes',

  'leave.quit.title': 'Quitter cette partie ?',
  'leave.quit.text': 'Votre progression est gardée dans la sauvegarde automatique : l’écran d’accueil proposera de la reprendre.',
  'leave.quit.confirm': 'Quitter la partie',
  'leave.open.title': 'Ouvrir une autre partie ?',
  'leave.open.text':
    'La partie ouverte remplace celle-ci et sa sauvegarde automatique : les coups joués depuis le dernier enregistrement dans un fichier seront perdus.',
  'leave.open.confirm': 'Ouvrir sans enregistrer',
  'leave.saveFirst': 'Enregistrer, puis ouvrir',
  'leave.replace.title': 'Remplacer la partie inachevée ?',
  'leave.replace.newText':
    'Une nouvelle partie remplace la partie inachevée gardée dans la sauvegarde automatique ; elle ne pourra plus être reprise.',
  'leave.replace.openText':
    'La partie ouverte remplace la partie inachevée gardée dans la sauvegarde automatique ; elle ne pourra plus être reprise.',
  'leave.replace.confirm': 'Commencer la nouvelle partie',
  'leave.replace.resume': 'La reprendre plutôt',
  'leave.playOn.title': 'Reprendre la partie ici ?',
  'leave.playOn.text':
    'La nouvelle partie remplace la partie en cours et sa sauvegarde automatique : les coups joués depuis son dernier enregistrement dans un fichier seront perdus.',
  'leave.playOn.confirm': 'Continuer sans enregistrer',
  'leave.playOn.saveFirst': 'Enregistrer, puis continuer',
  'turnEnd.heading': 'Votre tour est terminé.',
  'turnEnd.text':
    'Regardez ce qu’il a donné, puis passez l’écran. Annuler reprend encore sa dernière étape si elle n’a révélé aucune carte.',
  'turnEnd.confirm': 'Terminer mon tour',
  'score.rematch': 'Revanche',
  'settings.hotSeat': 'Hot-seat',
  'settings.confirmTurnEnd': 'Chaque joueur confirme la fin de son tour (et en voit le résultat) avant de passer l’écran',
}
