// Palavras em português da partida guiada (dicas, oferta no ecrã inicial) e do ecrã de estatísticas.
import type { guideEn } from './guide-en'

export const guidePt: Readonly<Record<keyof typeof guideEn, string>> = {
  'guide.offer.heading': 'É a sua primeira vez com London?',
  'guide.offer.text':
    'Jogue uma primeira partida guiada: a segunda edição contra um único adversário de computador fácil, com uma dica curta sempre que chegar a uma parte nova do jogo. Pode sair dela quando quiser.',
  'guide.offer.start': 'Jogar a partida guiada',
  'guide.badge': 'Partida guiada',
  'guide.progress': 'Dica {n} de {total}',
  'guide.gotIt': 'Entendido',
  'guide.rules': 'Ler as regras',
  'guide.leave': 'Sair da partida guiada',
  'guide.botName': 'Sr. Brunel',
  'guide.draw.title': 'Cada turno começa com uma carta',
  'guide.draw.text':
    'Primeiro tem de comprar uma carta: a do topo do baralho ou qualquer carta à vista no tabuleiro de desenvolvimento. Joga primeiro; o seu adversário é um computador fácil.',
  'guide.actions.title': 'Uma ação por turno',
  'guide.actions.text':
    'Agora escolha exatamente uma das quatro ações: desenvolver (construir a partir da mão), comprar um distrito, pôr a cidade a funcionar ou comprar três cartas. Com a cidade vazia, desenvolver é o começo natural.',
  'guide.develop.title': 'Colocar um edifício e o que custa',
  'guide.develop.text':
    'Clique numa carta da sua mão para a colocar. Paga com outra carta da mesma cor, que vai para o tabuleiro, mais as £ impressas no canto. Coloque todas as que puder pagar e depois clique em «{done}».',
  'guide.run.title': 'Pôr a cidade a funcionar e a sua pobreza',
  'guide.run.text':
    'Use as cartas à vista no topo das suas pilhas, uma após outra, para ganhar dinheiro, prestígio ou menos pobreza. Quando clicar em «{done}», a sua cidade recebe 1 de pobreza por cada pilha, cada empréstimo e cada carta na mão: a previsão mostra o total antes.',
  'guide.handLimit.title': 'O limite de mão',
  'guide.handLimit.text':
    'Um turno pode terminar com 9 cartas na mão, no máximo. Escolha as cartas de que se desfaz: vão à vista para o tabuleiro de desenvolvimento, onde qualquer jogador as pode apanhar mais tarde.',
  'guide.finalRound.title': 'A última ronda',
  'guide.finalRound.text':
    'O baralho esgotou-se: este é o seu último turno, e a contagem faz-se quando a ronda terminar. As cartas que ficarem na mão contam então como pobreza.',
  'guide.scoring.title': 'A contagem final',
  'guide.scoring.text':
    'As cartas na mão tornam-se pobreza, cada carta da sua cidade dá o seu prestígio, cada £3 que sobrem depois de pagar os empréstimos dão 1 de prestígio e cada empréstimo por pagar custa 7. A pobreza da cidade menos pobre é tirada a todos e o que resta custa prestígio. Esta partida já conta nas suas estatísticas.',

  'stats.button': 'Estatísticas',
  'stats.title': 'As suas estatísticas',
  'stats.back': 'Voltar',
  'stats.loading': 'A ler as suas estatísticas…',
  'stats.empty': 'Ainda não há partidas terminadas. Cada partida jogada até ao fim conta aqui; uma partida que abandona, não.',
  'stats.summary':
    '{games, plural, one {# partida terminada} other {# partidas terminadas}}, {wins, plural, one {# vitória} other {# vitórias}}',
  'stats.tableCaption': 'Resultados por edição, número de jogadores e adversários',
  'stats.col.edition': 'Edição',
  'stats.col.players': 'Jogadores',
  'stats.col.opponents': 'Adversários',
  'stats.col.games': 'Partidas',
  'stats.col.wins': 'Vitórias',
  'stats.col.average': 'Pontuação média',
  'stats.col.best': 'Melhor pontuação',
  'stats.col.poverty': 'Pobreza final média',
  'stats.edition.second': '2017',
  'stats.edition.classic': '2010',
  'stats.opponents.easy': 'Bots fáceis',
  'stats.opponents.medium': 'Bots médios',
  'stats.opponents.hard': 'Bots difíceis',
  'stats.opponents.expert': 'Bots especialistas',
  'stats.opponents.mixed': 'Misturados',
  'stats.opponents.humans': 'Pessoas (mesmo ecrã)',
  'stats.winRate': '{wins} ({rate, number, percent})',
  'stats.povertyNote':
    'A pobreza final conta-se depois do nivelamento do fim da partida: é a que custou prestígio. Uma partida no mesmo ecrã conta uma vez por cada pessoa que a jogou.',
  'stats.recent': 'Pontuações recentes',
  'stats.chartLabel': '{n, plural, one {A sua última pontuação} other {As suas # últimas pontuações}}, da mais antiga para a mais recente',
  'stats.bar': '{when, date, medium}: {score} de prestígio, {won, select, yes {ganha} other {não ganha}} ({edition}, {players} jogadores)',
  'stats.legendWin': 'ganha',
  'stats.legendLoss': 'não ganha',
  'stats.reset': 'Repor as estatísticas',
  'stats.resetConfirm': 'Esquecer todas as partidas registadas? Não é possível desfazer.',
  'stats.resetYes': 'Repor',
  'stats.setAside':
    'O seu ficheiro de estatísticas estava danificado. Foi guardado como «{file}» na pasta de dados e começaram estatísticas novas.',
}
