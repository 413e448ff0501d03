// Les règles en français, dans les mots du projet (jamais une phrase d’un livret de règles). Même structure
// que reference-en.ts (vérifiée par reference.test.ts).
import type { ReferenceText } from '../sections'

export const referenceFr: ReferenceText = {
  sections: {
    overview: {
      title: 'Le principe du jeu',
      blocks: [
        {
          p: 'Chaque joueur reconstruit un morceau de Londres après le Grand Incendie de 1666. Vous posez des bâtiments de votre main en piles devant vous, vous achetez des terrains, et vous faites fonctionner votre ville pour transformer ces bâtiments en argent, en prestige et en pauvreté en moins.',
        },
        {
          p: 'Le plus prestigieux l’emporte à la fin. L’argent sert à agir, ce n’est pas un but : seules les tranches de 3 £ restantes valent 1 prestige chacune. La pauvreté et les emprunts non remboursés coûtent du prestige au décompte.',
        },
        {
          p: 'La partie s’achève peu après l’épuisement de la pioche Ville. Cette pioche est faite de trois paquets empilés, A sur B sur C : les cartes proposées évoluent à mesure que la ville grandit.',
        },
        {
          p: 'Deuxième édition (2017) : les terrains sont des cartes Quartier ; trois sont en vente et celles que vous achetez forment une pile.',
          ed: 'second',
        },
        {
          p: 'Édition classique (2010) : les terrains sont une carte de vingt quartiers où vous posez des marqueurs de bâtiment ; la carte Underground y ajoute des stations de métro.',
          ed: 'classic',
        },
      ],
    },
    setup: {
      title: 'La mise en place',
      blocks: [
        {
          list: [
            'Chaque joueur reçoit 5 £ et 6 cartes Ville.',
            'Les trois paquets de la pioche Ville sont mélangés séparément puis empilés : C en dessous, A au-dessus.',
            'Le plateau de développement est vide au départ.',
          ],
        },
        {
          p: 'Personne n’a de pauvreté au départ. City, Westminster et Southwark & Bermondsey sont les premiers quartiers en vente ; les autres forment la pioche Quartier. Le joueur de la première place commence.',
          ed: 'second',
        },
        {
          p: 'Chacun commence avec 5 pauvreté et 11 marqueurs de bâtiment. Le premier joueur est tiré au sort à partir de la graine de la partie.',
          ed: 'classic',
        },
      ],
    },
    turn: {
      title: 'Votre tour et les quatre actions',
      blocks: [
        { p: 'Un tour compte trois étapes, toujours dans cet ordre :' },
        {
          list: [
            'Pioche : prenez une carte, en haut de la pioche ou sur le plateau de développement. C’est obligatoire.',
            'Action : faites une seule des quatre actions ci-dessous. Passer est interdit.',
            'Limite de main : si vous avez alors plus de 9 cartes, défaussez jusqu’à 9.',
          ],
        },
        {
          list: [
            'Développer : poser des cartes de votre main dans votre ville.',
            'Acheter un terrain : une carte Quartier (2017) ou un quartier de la carte (2010).',
            'Faire fonctionner la ville : utiliser les cartes du dessus de vos piles.',
            'Piocher trois cartes.',
          ],
        },
        {
          p: 'Certaines cartes visibles modifient ces étapes : University of London et Parliament changent la pioche, Stock Exchange permet un échange à tout moment de votre tour.',
        },
      ],
    },
    drawing: {
      title: 'Piocher et le plateau de développement',
      blocks: [
        {
          p: 'Quand vous piochez, chaque carte vient soit du haut de la pioche, soit du plateau de développement, une à la fois. Vous voyez une carte tirée de la pioche avant de choisir d’où viendra la suivante.',
        },
        {
          p: 'Toute carte dépensée ou défaussée arrive face visible sur le plateau, dans le premier emplacement libre, de gauche à droite, la rangée du haut d’abord. N’importe qui pourra la prendre ensuite.',
        },
        { table: 'boardSlots' },
        {
          p: 'Si une carte arrive alors que les deux rangées sont pleines, les cartes de la rangée du bas quittent la partie, celles du haut descendent, et la nouvelle carte recommence la rangée du haut.',
          ed: 'second',
        },
        {
          p: 'Si une carte arrive alors que les deux rangées sont pleines, les cartes de la rangée du haut quittent la partie, celles du bas remontent, et la nouvelle carte recommence la rangée du bas.',
          ed: 'classic',
        },
      ],
    },
    develop: {
      title: 'Développer : poser des cartes',
      blocks: [
        { p: 'Développer fait passer des bâtiments de votre main à votre ville, l’un après l’autre, autant que vous pouvez en payer.' },
        {
          list: [
            'Chaque bâtiment coûte une autre carte de même couleur de votre main (elle part sur le plateau de développement), plus la somme en £ de son coin supérieur gauche, s’il y en a une.',
            'Il se pose sur l’une de vos piles, face visible ou cachée, ou commence une nouvelle pile. Une carte posée ce tour-ci ne peut pas être recouverte pendant ce même tour.',
            'Une capacité continue agit dès la pose, tant que la carte reste face visible au sommet de sa pile.',
            'Sa capacité activée ne sert que lorsque vous faites fonctionner votre ville, donc à un tour suivant.',
          ],
        },
        {
          p: 'Chaque pile ajoute de la pauvreté à chaque fonctionnement de la ville : une nouvelle pile a un prix. Recouvrir une carte garde son prestige de fin de partie (les cartes recouvertes comptent) mais lui fait perdre sa capacité.',
        },
        { p: 'Les cartes Action se jouent au lieu de se poser, et les pauvres ne se posent jamais.' },
      ],
    },
    'action-cards': {
      title: 'Les cartes Action',
      blocks: [
        {
          p: 'Quelques cartes sont des actions et non des bâtiments. Pendant un développement, vous pouvez en jouer une de votre main : elle ne demande aucune autre carte, fait ce qu’elle indique, puis sort du jeu. Vous pouvez aussi vous en servir comme n’importe quelle carte de sa couleur pour payer un bâtiment.',
        },
        {
          list: [
            'Huguenots et Jewish Refugees : piochez deux cartes, chacune dans la pioche ou sur le plateau, puis continuez à développer.',
            'Christopher Wren (Wren en 2010) : jusqu’à la fin de ce développement, deux bâtiments au plus se posent sans dépenser de carte, quelle que soit leur couleur ; leur prix en £ reste dû.',
          ],
        },
      ],
    },
    paupers: {
      title: 'Les pauvres',
      blocks: [
        {
          p: 'Les pauvres sont des cartes grises dont personne ne veut. Ils ne se posent pas et, comme toute carte en main, ils ajoutent de la pauvreté quand vous faites fonctionner votre ville, puis encore en fin de partie.',
        },
        {
          p: 'Pour s’en débarrasser : les dépenser là où un coût réclame une carte quelconque (coûts d’activation, cartes de prison, Workhouse), ou les défausser quand vous dépassez la limite de main.',
        },
        { p: 'Un pauvre ne paie jamais une pose, avec ou sans School.', ed: 'second' },
        { p: 'Avec School face visible, 1 £ permet à un pauvre de payer une pose, comme une carte d’une autre couleur.', ed: 'classic' },
      ],
    },
    'run-city': {
      title: 'Faire fonctionner votre ville',
      blocks: [
        {
          p: 'Choisissez lesquelles des cartes face visible au sommet de vos piles vous activez, une à la fois, dans l’ordre qui vous convient. Chaque carte s’active au plus une fois par tour.',
        },
        {
          list: [
            'Payez d’abord son coût d’activation, en bas à gauche : de l’argent, ou une carte de votre main (de n’importe quelle couleur, ou bleue si la carte le demande).',
            'Recevez ensuite tout ce qu’elle donne : argent, prestige, pauvreté retirée ou reçue, et sa capacité spéciale s’il y en a une.',
            'Si elle porte le symbole de retournement, retournez-la face cachée ensuite. Une carte face cachée compte toujours comme une pile et rapporte toujours son prestige final, mais ne s’active plus.',
          ],
        },
        { p: 'Quand vous avez terminé, vous recevez la pauvreté de votre ville (voir La pauvreté).' },
        {
          p: 'Vous pouvez terminer sans avoir activé de carte Ville. Si votre quartier du dessus a un effet de fonctionnement, appliquez-le pendant le fonctionnement, au moment de votre choix, avant de terminer.',
          ed: 'second',
        },
        { p: 'Vous devez activer au moins une carte, sauf si plus aucune ne peut l’être.', ed: 'classic' },
      ],
    },
    poverty: {
      title: 'La pauvreté',
      blocks: [
        {
          p: 'La pauvreté est ce que votre ville coûte à ses habitants. Elle est publique et se change en prestige perdu en fin de partie.',
        },
        {
          p: 'Quand vous finissez de faire fonctionner votre ville, vous recevez 1 pauvreté par pile, 1 par emprunt en cours et 1 par carte en main.',
          ed: 'second',
        },
        {
          p: 'Quand vous finissez de faire fonctionner votre ville, vous recevez 1 pauvreté par pile et 1 par carte en main, moins 1 par quartier occupé. Si le total est négatif, vous retirez autant de pauvreté.',
          ed: 'classic',
        },
        {
          p: 'Autres sources : les cartes qui en donnent à l’activation, Fleet Street et Police Force (jouées contre vous), et l’effet de fonctionnement de certains quartiers du dessus.',
        },
        {
          p: 'Pour en retirer : les cartes marquées d’un symbole de pauvreté en moins, les cartes de prison et Workhouse, et l’achat d’un quartier. La pauvreté ne descend jamais sous zéro, et ce que vous ne pouvez pas retirer est perdu, pas mis de côté.',
        },
        {
          p: 'Chaque quartier retire de la pauvreté à l’achat. Les vraies valeurs sont inconnues pour la plupart des quartiers ; l’application applique donc une règle provisoire marquée † : 1 pour un quartier au nord du fleuve, 2 au sud, 3 pour Lewisham. La valeur confirmée de Wandsworth est 1.',
          ed: 'second',
        },
        {
          p: 'À la fin, chaque carte restée en main devient 1 pauvreté. Ensuite le joueur qui en a le moins descend à zéro et tous les autres baissent d’autant. Ce qui reste coûte du prestige selon ce tableau :',
        },
        { table: 'povertyPenalty' },
      ],
    },
    loans: {
      title: 'L’argent et les emprunts',
      blocks: [
        {
          p: 'Vous pouvez emprunter à tout moment de votre propre tour : vous recevez 10 £ et un jeton d’emprunt. Si vous devez payer sans le pouvoir, l’application prend pour vous les emprunts nécessaires.',
        },
        {
          p: 'Avec Bank of England face visible dans votre ville, chaque emprunt rapporte 12 £ au lieu de 10 £ ; cela reste un seul emprunt.',
        },
        {
          p: 'Chaque emprunt ajoute 1 pauvreté à chaque fonctionnement de votre ville. Un emprunt se rembourse 15 £ au début de votre tour, avant de piocher.',
          ed: 'second',
        },
        { p: 'Les emprunts ne se remboursent pas en cours de partie.', ed: 'classic' },
        { p: 'À la fin, tout emprunt que vous pouvez encore couvrir est remboursé 15 £ ; chaque emprunt impayé coûte 7 prestige.' },
      ],
    },
    districts: {
      title: 'Acheter un terrain : les cartes Quartier',
      blocks: [
        {
          p: 'Choisissez un des quartiers en vente, payez son prix et posez-le sur ceux que vous possédez déjà. Un nouveau quartier de la pioche prend sa place ; une fois cette pioche vide, l’offre rétrécit.',
        },
        {
          list: [
            'Aussitôt : piochez le nombre de cartes indiqué, gagnez le prestige indiqué et retirez la pauvreté indiquée.',
            'Seules les capacités du quartier du dessus sont actives. Ceux du dessous montrent encore s’ils sont au nord du fleuve et s’ils le bordent, ce que certaines cartes comptent.',
            'Un effet de fonctionnement s’applique à chaque fonctionnement de votre ville tant que ce quartier est au-dessus (Southwark & Bermondsey : +1 pauvreté ; Wandsworth : +2 pauvreté).',
          ],
        },
        {
          p: 'Les cartes de la première édition qui comptent les quartiers occupés comptent ici vos cartes Quartier, recouvertes comprises : Omnibus, Steamboats, Train Station, Fire Brigade.',
        },
        { p: 'Les quartiers s’achètent au vu de tous : chaque joueur les voit tous, y compris ceux qui sont recouverts.' },
      ],
    },
    boroughs: {
      title: 'Acheter un terrain : la carte',
      blocks: [
        {
          p: 'Posez un de vos marqueurs de bâtiment sur un quartier libre, payez son prix, puis piochez le nombre de cartes qui y figure. Un quartier par action ; chaque joueur a 11 marqueurs.',
        },
        {
          list: [
            'Le tout premier marqueur de la partie va dans City, Westminster ou Southwark & Bermondsey.',
            'Chaque marqueur suivant doit toucher un quartier déjà occupé, par qui que ce soit. La Tamise ne se traverse que par les quatre ponts.',
            'Chaque quartier occupé réduit de 1 la pauvreté de chaque fonctionnement et rapporte son prestige à la fin (2 de plus avec une station de métro).',
          ],
        },
        {
          p: 'Plusieurs cartes comptent vos quartiers : Omnibus (tous), Steamboats (ceux au bord du fleuve), Train Station (ceux au nord du fleuve) et Fire Brigade (ceux de vos adversaires).',
        },
      ],
    },
    underground: {
      title: 'Le métro',
      blocks: [
        {
          p: 'Activer la carte Underground permet de poser jusqu’à deux marqueurs de métro, chacun dans un quartier qui porte un marqueur de bâtiment (de n’importe qui) et pas encore de métro. Un quartier n’en reçoit jamais un second.',
        },
        {
          list: [
            'Le premier marqueur de métro de la partie va dans City ou dans un quartier voisin de City.',
            'Chaque marqueur suivant doit toucher un quartier qui en a déjà un ; votre second marqueur peut prolonger le premier.',
            'Un marqueur qui ne peut rejoindre la ligne qu’en franchissant la Tamise par un pont coûte 3 £ de plus. C’est vrai pour chacun de vos deux marqueurs, quel que soit celui posé en premier.',
            'À la fin, un quartier avec un marqueur de métro rapporte 2 prestige de plus à son propriétaire.',
          ],
        },
      ],
    },
    'draw-three': {
      title: 'Piocher trois cartes',
      blocks: [
        {
          p: 'Prenez trois cartes, chacune dans la pioche ou sur le plateau, une à la fois. S’il en reste moins de trois, prenez ce qu’il y a. Cette action est toujours possible : c’est le choix sûr quand rien d’autre ne convient.',
        },
      ],
    },
    'hand-limit': {
      title: 'La limite de main',
      blocks: [
        {
          p: 'Seule la fin de votre tour impose une limite : 9 cartes au plus. Choisissez les cartes en trop et défaussez-les sur le plateau de développement. En piochant, vous pouvez en avoir davantage.',
        },
        { p: 'Une grosse main coûte aussi de la pauvreté quand vous faites fonctionner votre ville et en fin de partie.' },
      ],
    },
    'game-end': {
      title: 'La fin de la partie',
      blocks: [
        {
          p: 'Une fois la pioche Ville épuisée, le tour en cours s’achève, puis chacun des autres joueurs joue un dernier tour avant le décompte. Un tour commence toujours par une pioche sur le plateau s’il reste des cartes.',
        },
        { p: 'La barre du haut indique quand le dernier tour de table a commencé et qui joue en dernier.' },
      ],
    },
    scoring: {
      title: 'Le décompte final et les égalités',
      blocks: [
        { p: 'Les étapes, dans l’ordre de cette édition :', ed: 'second' },
        { table: 'scoringSecond', ed: 'second' },
        { p: 'Les étapes, dans l’ordre de cette édition :', ed: 'classic' },
        { table: 'scoringClassic', ed: 'classic' },
        { p: 'Chaque carte de votre ville rapporte son prestige de fin de partie, cartes recouvertes ou face cachée comprises.' },
        {
          p: 'Pour départager une égalité, on regarde d’abord la pauvreté (la plus faible gagne), ensuite le nombre de quartiers (le plus grand gagne), enfin la carte seule qui vaut le plus de prestige final. Si tout est égal, la victoire est partagée.',
        },
      ],
    },
    'card-notes': {
      title: 'Les cartes aux règles particulières',
      blocks: [
        {
          p: 'Les icônes d’une carte disent l’essentiel (voir l’onglet Icônes) et l’onglet Cartes décrit chaque carte en toutes lettres. Les cartes ci-dessous demandent une décision sur des détails que le texte imprimé laisse ouverts.',
        },
      ],
    },
    visibility: {
      title: 'Ce que chacun peut voir',
      blocks: [
        {
          p: 'Tout ce qui est devant les joueurs est public : argent, emprunts, pauvreté, prestige, terrains et la carte du dessus de chaque pile. Les mains et la pioche restent secrètes.',
        },
        {
          p: 'En partie à plusieurs sur un même écran, l’application cache la table entre deux joueurs jusqu’à ce que le suivant confirme que c’est son tour.',
        },
      ],
    },
    provisional: {
      title: 'Les cartes provisoires de 2017',
      blocks: [
        {
          p: 'La liste complète des cartes de 2017 n’a pas été publiée. L’application construit la pioche de la deuxième édition à partir des cartes de 2010, sans les 5 cartes Underground (105 cartes au lieu de 101), et y applique chaque fait connu de 2017.',
        },
        {
          p: 'Chaque valeur garde son origine : confirmée pour 2017, reprise de la carte de 2010, ou provisoire (une règle d’attente sans source imprimée). Les valeurs non confirmées pour 2017 portent la marque † sur la table et dans l’onglet Cartes.',
        },
        { p: 'Encore inconnus : la capacité optionnelle de Southwark & Bermondsey et la pauvreté exacte retirée par Lewisham.' },
      ],
    },
  },
  rulings: {
    '1': 'Les emprunts sont illimités et se prennent à toute décision de votre propre tour. Un coût que vous ne pouvez pas payer prend tout seul les emprunts nécessaires.',
    '2': 'Retirer de la pauvreté s’arrête à zéro et se fait tout de suite : ce qui ne sert pas est perdu, y compris un total négatif en fin de fonctionnement classique.',
    '3': 'Développer demande au moins un bâtiment posé ou une carte Action jouée. Un fonctionnement classique demande au moins une carte activée ; en deuxième édition il peut se terminer sans aucune. Si plus rien n’est possible (par exemple après un échange Stock Exchange qui a cédé la seule carte capable de payer), l’action peut se terminer sans rien faire.',
    '4': 'S’il n’y a plus rien à piocher, la pioche obligatoire est sautée ; piocher trois cartes (et le « prendre trois » classique) prend ce qui reste, même rien.',
    '5': 'Les emplacements du plateau se remplissent depuis la gauche, rangée du haut d’abord ; un plateau plein déborde comme décrit plus haut. Les cartes défaussées pour la limite de main vont aussi sur le plateau.',
    '6': 'Hospital ne s’active jamais seul. Quand une autre de vos cartes est activée et devrait se retourner, vous pouvez retourner à sa place un Hospital face visible : l’autre carte reste visible mais compte comme activée ce tour, et cet Hospital compte comme utilisé.',
    '7': 'Whitehall répète une carte activée plus tôt dans le tour qui est toujours au sommet de sa pile, sans payer son coût et sans la retourner à nouveau ; ni Hospital ni Whitehall. La répétition fait ses propres choix (cible, cartes).',
    '8': 'Shops reçoit 1 £ pour chaque pose ultérieure après laquelle il reste visible : pas pour lui-même, ni pour la carte qui le recouvre. L’argent posé sur un Shops recouvert y reste et ne sert plus.',
    '9': 'Poser Coffee House ne coûte aucune carte. Activé, il prend n’importe quel bâtiment du plateau et le pose sur lui, en payant le prix en £ de cette carte et sans carte ; Shops le compte, et la nouvelle carte peut être activée dans le même fonctionnement.',
    '10': 'Public Houses agit à l’activation : pour ce fonctionnement, votre main n’ajoute pas de pauvreté (cela ne vaut jamais pour le décompte final).',
    '11': 'School : 1 £ permet à une carte d’une autre couleur de payer une pose, cartes Action comprises. En partie classique les pauvres peuvent payer ainsi (les règles de 2010 les disent inutiles sauf s’ils sont instruits) ; en deuxième édition ils ne paient jamais une pose.',
    '12': 'Christopher Wren (Wren) quitte la partie une fois joué ; ensuite, jusqu’à deux poses du même développement se font sans dépenser de carte, de toute couleur, en payant leur prix en £.',
    '13': 'Huguenots et Jewish Refugees quittent la partie une fois joués ; vous piochez deux cartes (pioche ou plateau, une à la fois) et vous continuez à développer.',
    '14': 'University of London : au début de votre tour, au lieu de la pioche obligatoire, regardez les trois cartes du dessus de la pioche et prenez-en une, ou une carte du plateau ; les autres reviennent dessus dans leur ordre. Avec Parliament visible, prenez-en jusqu’à deux, ou aucune.',
    '15': 'Parliament transforme la pioche obligatoire en un choix de zéro, une ou deux cartes.',
    '16': 'Stock Exchange : une fois par tour, à toute décision de votre tour (sauf pendant le choix d’University of London), échangez une carte de votre main contre une carte du plateau ; votre carte prend l’emplacement de celle que vous prenez.',
    '17': 'Fleet Street et Police Force visent un autre joueur. Police Force ne déplace rien si vous n’avez pas de pauvreté.',
    '18': 'Lloyds of London et Fire Brigade : un joueur qui ne peut pas payer emprunte pour le faire.',
    '19': 'Town Houses classique compte chaque carte Ville non marron de votre ville, recouvertes, face cachée et elle-même comprises. Bridge et Tower Bridge comptent chaque carte marron de votre ville, recouvertes et face cachée comprises.',
    '20': 'Les pauvres peuvent payer un coût d’activation qui demande une carte quelconque et se dépenser par les cartes de prison et Workhouse ; ils ne se posent jamais.',
    '21': 'Le troisième critère d’égalité est la meilleure carte Ville prise seule, comme le disent les textes espagnol, portugais et classique (le texte français parle du total). Une égalité sur tous les critères donne une victoire partagée.',
    '22': 'Les mains de fin de partie restent à leur place dans l’enregistrement de la partie, comptées hors jeu ; le décompte les lit là.',
    '22a':
      'Un coût d’activation en argent que vous ne pouvez pas payer se règle par un emprunt, comme tout coût que vous choisissez de payer.',
    '22b': 'Une carte Action jouée sort du jeu en deuxième édition aussi (le texte de 2017 n’en dit rien ; la règle de 2010 s’applique).',
    '22c': 'Millbank Prison donne son prestige pour chaque carte dépensée, même quand il ne vous reste plus de pauvreté à retirer.',
    '22d':
      'Un emprunt avec Bank of England (12 £) reste un seul emprunt : 1 pauvreté par fonctionnement en deuxième édition et 15 £ pour le rembourser.',
    '22e':
      'Hospital se choisit au moment où la carte qu’il remplace est activée (l’exemple de 2010 le retourne à la fin du fonctionnement, pour le même résultat).',
    '22f':
      'Ce que vous voyez, c’est ce que vous avez vu. Les autres mains et la pioche sont cachées, mais vous gardez ce que vous avez vu y aller : les cartes remises avec University of London restent connues de vous, dans l’ordre, sur la pioche jusqu’à ce qu’on les pioche (vous savez alors dans quelle main chacune est partie) ; une carte prise sur le plateau, ou échangée par Stock Exchange, est connue de tous tant qu’elle reste dans cette main. Les cartes recouvertes ou face cachée sont publiques en partie classique ; en deuxième édition, celles des autres ne se montrent qu’une fois la partie terminée. Vous voyez toujours les vôtres. Les robots n’en savent ni plus ni moins.',
    '22g':
      'L’argent posé sur Shops ne compte pas au décompte final : il n’est à vous que lorsque vous activez Shops. Activez-la avant la fin pour l’encaisser.',
    '22h':
      'Deuxième édition : les quartiers s’achètent à la vue de tous, donc chacun voit toute la pile de quartiers des autres, y compris ceux recouverts ; seules comptent les capacités de celui du dessus.',
    '22i':
      'La prévision de pauvreté affichée avant de faire fonctionner la ville additionne ce que cela coûterait maintenant : piles, emprunts (deuxième édition), cartes en main (aucune après Public Houses), l’effet obligatoire du quartier du dessus encore à subir, ou moins vos quartiers (classique). Elle indique aussi combien de cartes la limite de main vous fera défausser et, au dernier tour, la main qui deviendra de la pauvreté à la fin.',
    '23': 'Deuxième édition : personne ne commence avec de la pauvreté, et le joueur de la première place (celui qui a installé le jeu) commence.',
    '24': 'Deuxième édition : un emprunt se rembourse (15 £) seulement au début de votre tour, avant toute décision autre qu’un emprunt ou un échange Stock Exchange. Il faut avoir les 15 £ : aucun emprunt n’est forcé pour rembourser.',
    '25': 'Town Houses de la deuxième édition : 1 prestige par carte Ville bleue face visible au sommet de vos piles, elle-même comprise (l’exemple du livret en donne 2 avec Town Houses et Hospital visibles).',
    '26': 'Deuxième édition : seules les capacités du quartier du dessus comptent. Un effet de fonctionnement obligatoire se règle pendant le fonctionnement, quand vous voulez, avant d’y mettre fin, et il ne compte pas comme une carte activée. Quand la pioche Quartier est vide, l’offre rétrécit.',
    '26a':
      'Deuxième édition : faire fonctionner la ville peut se terminer sans activer aucune carte, et peut être choisi sans rien à activer ; la pauvreté du fonctionnement et l’effet obligatoire du quartier du dessus s’appliquent quand même.',
    '26b': 'Deuxième édition : les pauvres ne paient jamais une pose, avec ou sans School ; aucune carte connue ne le permet.',
    '27': 'Deuxième édition : « quartiers occupés » sur les cartes de la première édition veut dire « cartes Quartier possédées », recouvertes comprises (Omnibus, Steamboats, Train Station, Fire Brigade).',
    '28': 'Classique : le premier joueur est tiré au sort depuis la graine, chacun commence avec 5 pauvreté, et les emprunts ne se remboursent qu’à la fin.',
    '29': 'Terrains classiques : pour le voisinage, les quatre ponts relient les quartiers des deux rives de la Tamise.',
    '30': 'Métro classique : jusqu’à deux marqueurs, moins si vous le souhaitez (par exemple quand aucun quartier ne convient). Le premier de la partie va dans City ou à côté ; chacun des suivants à côté d’un quartier qui a déjà un marqueur, et votre second peut prolonger le premier. Chaque marqueur qui ne se raccorde que par un pont coûte 3 £ de plus, le second aussi, dans un ordre comme dans l’autre. La liaison douteuse Greenwich – Southwark & Bermondsey est gardée telle que listée.',
    '31': 'Décompte classique, huit étapes dans cet ordre : rembourser les emprunts ; les cartes en main deviennent de la pauvreté ; 1 prestige par 3 £ ; quartiers (+2 avec un marqueur de métro) ; cartes Ville ; −7 par emprunt impayé ; pauvreté nivelée ; le tableau de pauvreté.',
  },
}
