// Mots français de la partie guidée (repères, offre sur l'écran d'accueil) et de l'écran des statistiques.
import type { guideEn } from './guide-en'

export const guideFr: Readonly<Record<keyof typeof guideEn, string>> = {
  'guide.offer.heading': 'Vous découvrez London ?',
  'guide.offer.text':
    'Jouez une première partie guidée : la deuxième édition contre un seul adversaire ordinateur facile, avec un court conseil chaque fois que vous abordez une nouvelle étape du jeu. Vous pouvez la quitter quand vous voulez.',
  'guide.offer.start': 'Jouer la partie guidée',
  'guide.badge': 'Partie guidée',
  'guide.progress': 'Conseil {n} sur {total}',
  'guide.gotIt': 'Compris',
  'guide.rules': 'Lire les règles',
  'guide.leave': 'Quitter la partie guidée',
  'guide.botName': 'M. Brunel',
  'guide.draw.title': 'Chaque tour commence par une carte',
  'guide.draw.text':
    'Vous devez d’abord piocher une carte : celle du dessus de la pioche, ou n’importe quelle carte visible sur le plateau de développement. Vous jouez en premier ; votre adversaire est un ordinateur facile.',
  'guide.actions.title': 'Une action par tour',
  'guide.actions.text':
    'Choisissez maintenant une seule des quatre actions : développer (construire depuis votre main), acheter un quartier, faire tourner votre ville ou piocher trois cartes. Avec une ville vide, développer est le début naturel.',
  'guide.develop.title': 'Poser un bâtiment, et ce qu’il coûte',
  'guide.develop.text':
    'Cliquez sur une carte de votre main pour la poser. Vous la payez avec une autre carte de la même couleur, qui part sur le plateau, plus les £ imprimées dans son coin. Posez-en autant que vous pouvez payer, puis cliquez sur « {done} ».',
  'guide.run.title': 'Faire tourner votre ville, et sa pauvreté',
  'guide.run.text':
    'Utilisez les cartes visibles au sommet de vos piles, l’une après l’autre, pour de l’argent, du prestige ou moins de pauvreté. Quand vous cliquez sur « {done} », votre ville prend 1 pauvreté par pile, par emprunt et par carte en main : la prévision en montre le total à l’avance.',
  'guide.handLimit.title': 'La limite de main',
  'guide.handLimit.text':
    'Un tour peut finir avec 9 cartes en main au plus. Choisissez celles dont vous vous séparez : elles vont face visible sur le plateau de développement, où chaque joueur pourra les prendre plus tard.',
  'guide.finalRound.title': 'Le dernier tour de table',
  'guide.finalRound.text':
    'La pioche est épuisée : c’est votre dernier tour, et la partie est décomptée à la fin de ce tour de table. Les cartes restées en main compteront alors comme pauvreté.',
  'guide.scoring.title': 'Le décompte final',
  'guide.scoring.text':
    'Les cartes en main deviennent de la pauvreté, chaque carte de votre ville rapporte son prestige, £3 restantes après le remboursement des emprunts font 1 prestige, et chaque emprunt non remboursé coûte 7. La pauvreté de la ville la moins pauvre est retirée à tous, et le reste coûte du prestige. Cette partie compte désormais dans vos statistiques.',

  'stats.button': 'Statistiques',
  'stats.title': 'Vos statistiques',
  'stats.back': 'Retour',
  'stats.loading': 'Lecture de vos statistiques…',
  'stats.empty':
    'Aucune partie terminée pour l’instant. Chaque partie jouée jusqu’au bout est comptée ici ; une partie quittée ne l’est pas.',
  'stats.summary':
    '{games, plural, one {# partie terminée} other {# parties terminées}}, {wins, plural, one {# victoire} other {# victoires}}',
  'stats.tableCaption': 'Résultats par édition, nombre de joueurs et adversaires',
  'stats.col.edition': 'Édition',
  'stats.col.players': 'Joueurs',
  'stats.col.opponents': 'Adversaires',
  'stats.col.games': 'Parties',
  'stats.col.wins': 'Victoires',
  'stats.col.average': 'Score moyen',
  'stats.col.best': 'Meilleur score',
  'stats.col.poverty': 'Pauvreté finale moyenne',
  'stats.edition.second': '2017',
  'stats.edition.classic': '2010',
  'stats.opponents.easy': 'Bots faciles',
  'stats.opponents.medium': 'Bots moyens',
  'stats.opponents.hard': 'Bots difficiles',
  'stats.opponents.expert': 'Bots experts',
  'stats.opponents.mixed': 'Mélangés',
  'stats.opponents.humans': 'Personnes (même écran)',
  'stats.winRate': '{wins} ({rate, number, percent})',
  'stats.povertyNote':
    'La pauvreté finale est comptée après le nivellement de fin de partie : c’est celle qui a coûté du prestige. Une partie sur le même écran compte une fois pour chaque personne qui l’a jouée.',
  'stats.recent': 'Scores récents',
  'stats.chartLabel': '{n, plural, one {Votre dernier score} other {Vos # derniers scores}}, du plus ancien au plus récent',
  'stats.bar': '{when, date, medium} : {score} de prestige, {won, select, yes {gagnée} other {non gagnée}} ({edition}, {players} joueurs)',
  'stats.legendWin': 'gagnée',
  'stats.legendLoss': 'non gagnée',
  'stats.reset': 'Réinitialiser les statistiques',
  'stats.resetConfirm': 'Oublier toutes les parties enregistrées ? C’est définitif.',
  'stats.resetYes': 'Réinitialiser',
  'stats.setAside':
    'Votre fichier de statistiques était abîmé. Il a été conservé sous le nom « {file} » dans le dossier des données, et de nouvelles statistiques ont commencé.',
}
