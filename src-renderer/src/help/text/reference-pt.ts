// As regras em português, com palavras do próprio projeto (nunca uma frase de um livro de regras). A mesma
// estrutura de reference-en.ts (verificada por reference.test.ts).
import type { ReferenceText } from '../sections'

export const referencePt: ReferenceText = {
  sections: {
    overview: {
      title: 'Do que trata o jogo',
      blocks: [
        {
          p: 'Cada jogador reconstrói um pedaço de Londres depois do Grande Incêndio de 1666. Passa edifícios da mão para pilhas à sua frente, compra terrenos e administra a cidade para transformar esses edifícios em dinheiro, prestígio e menos pobreza.',
        },
        {
          p: 'Vence quem tiver mais prestígio no fim. O dinheiro é um meio e não um objetivo: só cada 3 £ que sobram vale 1 de prestígio. A pobreza e os empréstimos por pagar tiram prestígio na contagem final.',
        },
        {
          p: 'O jogo termina pouco depois de se esgotar o baralho de cidade. Esse baralho junta três partes, A por cima de B por cima de C, por isso as cartas disponíveis mudam à medida que a cidade cresce.',
        },
        {
          p: 'Segunda edição (2017): os terrenos são cartas de distrito; há três à venda e as que compra formam uma pilha.',
          ed: 'second',
        },
        {
          p: 'Edição clássica (2010): os terrenos são um mapa de vinte distritos onde coloca marcadores de edifício; a carta Underground acrescenta estações de metro.',
          ed: 'classic',
        },
      ],
    },
    setup: {
      title: 'A preparação',
      blocks: [
        {
          list: [
            'Cada jogador recebe 5 £ e 6 cartas de cidade.',
            'As três partes do baralho de cidade são baralhadas em separado e empilhadas: C em baixo e A em cima.',
            'O tabuleiro de desenvolvimento começa vazio.',
          ],
        },
        {
          p: 'Ninguém começa com pobreza. City, Westminster e Southwark & Bermondsey são os primeiros distritos à venda; os restantes formam o baralho de distritos. Começa o jogador do primeiro lugar.',
          ed: 'second',
        },
        {
          p: 'Todos começam com 5 de pobreza e 11 marcadores de edifício. O primeiro jogador é sorteado a partir da semente do jogo.',
          ed: 'classic',
        },
      ],
    },
    turn: {
      title: 'A sua vez e as quatro ações',
      blocks: [
        { p: 'Uma vez tem três passos, sempre por esta ordem:' },
        {
          list: [
            'Comprar: tire uma carta, do topo do baralho ou do tabuleiro de desenvolvimento. Não é opcional.',
            'Ação: faça exatamente uma das quatro ações abaixo. Não é permitido passar.',
            'Limite da mão: se tiver agora mais de 9 cartas, descarte até ficar com 9.',
          ],
        },
        {
          list: [
            'Desenvolver: passar cartas da mão para a sua cidade.',
            'Comprar terreno: uma carta de distrito (2017) ou um distrito do mapa (2010).',
            'Administrar a cidade: usar as cartas do topo das suas pilhas.',
            'Comprar três cartas.',
          ],
        },
        {
          p: 'Algumas cartas viradas para cima mudam estes passos: University of London e Parliament alteram a compra, e Stock Exchange permite trocar uma carta em qualquer momento da sua vez.',
        },
      ],
    },
    drawing: {
      title: 'Comprar cartas e o tabuleiro de desenvolvimento',
      blocks: [
        {
          p: 'Sempre que compra, cada carta vem do topo do baralho ou do tabuleiro de desenvolvimento, uma de cada vez. Vê a carta tirada do baralho antes de decidir de onde vem a seguinte.',
        },
        {
          p: 'Qualquer carta gasta ou descartada vai virada para cima para o tabuleiro, para o primeiro espaço livre, da esquerda para a direita e primeiro a fila de cima. Qualquer jogador a pode tirar depois.',
        },
        { table: 'boardSlots' },
        {
          p: 'Se chega uma carta com as duas filas cheias, as cartas da fila de baixo saem do jogo, as de cima descem e a carta nova recomeça a fila de cima.',
          ed: 'second',
        },
        {
          p: 'Se chega uma carta com as duas filas cheias, as cartas da fila de cima saem do jogo, as de baixo sobem e a carta nova recomeça a fila de baixo.',
          ed: 'classic',
        },
      ],
    },
    develop: {
      title: 'Desenvolver: colocar cartas',
      blocks: [
        { p: 'Desenvolver passa edifícios da sua mão para a sua cidade, um atrás do outro, tantos quantos conseguir pagar.' },
        {
          list: [
            'Cada edifício custa outra carta da mesma cor da sua mão (vai para o tabuleiro de desenvolvimento) mais as libras do seu canto superior esquerdo, se houver.',
            'Vai para cima de qualquer uma das suas pilhas, virada para cima ou para baixo, ou começa uma pilha nova. Uma carta colocada nesta vez não pode ser tapada na mesma vez.',
            'Uma habilidade contínua funciona a partir do momento em que a carta é colocada, enquanto ficar virada para cima no topo da pilha.',
            'A habilidade ativada só se usa ao administrar a cidade, ou seja, numa vez seguinte.',
          ],
        },
        {
          p: 'Cada pilha soma pobreza sempre que administra a cidade, por isso uma pilha nova tem um preço. Tapar uma carta mantém o seu prestígio final (as cartas tapadas pontuam) mas tira-lhe a habilidade.',
        },
        { p: 'As cartas de ação jogam-se em vez de se colocarem, e os pobres nunca se colocam.' },
      ],
    },
    'action-cards': {
      title: 'As cartas de ação',
      blocks: [
        {
          p: 'Algumas cartas são ações e não edifícios. Ao desenvolver pode jogar uma da mão: não pede outra carta, faz o que diz e depois sai do jogo. Também a pode usar como qualquer carta da sua cor para pagar um edifício.',
        },
        {
          list: [
            'Huguenots e Jewish Refugees: compre duas cartas, cada uma do baralho ou do tabuleiro, e continue a desenvolver.',
            'Christopher Wren (Wren em 2010): até ao fim deste desenvolvimento, até dois edifícios são colocados sem gastar carta, seja qual for a cor; as libras continuam a pagar-se.',
          ],
        },
      ],
    },
    paupers: {
      title: 'Os pobres',
      blocks: [
        {
          p: 'Os pobres são cartas cinzentas que ninguém quer. Não podem ser colocados e, como qualquer carta na mão, somam pobreza quando administra a cidade e outra vez no fim do jogo.',
        },
        {
          p: 'Maneiras de se livrar deles: gastá-los onde um custo pede uma carta qualquer (custos de ativação, as cartas de prisão, Workhouse) ou descartá-los quando passa o limite da mão.',
        },
        { p: 'Um pobre nunca paga uma colocação, com School ou sem ela.', ed: 'second' },
        { p: 'Com School virada para cima, 1 £ deixa um pobre pagar uma colocação como uma carta de outra cor.', ed: 'classic' },
      ],
    },
    'run-city': {
      title: 'Administrar a cidade',
      blocks: [
        {
          p: 'Escolha quais das cartas viradas para cima no topo das suas pilhas ativa, uma de cada vez e pela ordem que quiser. Cada carta ativa-se no máximo uma vez por vez.',
        },
        {
          list: [
            'Primeiro pague o custo de ativação, em baixo à esquerda: dinheiro ou uma carta da sua mão (de qualquer cor, ou azul quando a carta o pede).',
            'Depois receba tudo o que ela dá: dinheiro, prestígio, pobreza removida ou recebida, e a sua habilidade especial, se a tiver.',
            'Se mostrar o símbolo de virar, vire-a para baixo no fim. Uma carta virada para baixo continua a contar como pilha e continua a pontuar no fim, mas já não se ativa.',
          ],
        },
        { p: 'Quando termina, recebe a pobreza da sua cidade (ver A pobreza).' },
        {
          p: 'Pode terminar sem ativar nenhuma carta de cidade. Se o seu distrito do topo tiver um efeito ao administrar, resolva-o durante a administração, quando quiser, antes de terminar.',
          ed: 'second',
        },
        { p: 'Tem de ativar pelo menos uma carta, a não ser que já nenhuma se possa ativar.', ed: 'classic' },
      ],
    },
    poverty: {
      title: 'A pobreza',
      blocks: [
        { p: 'A pobreza é o que a sua cidade custa aos seus habitantes. É pública e, no fim, transforma-se em prestígio perdido.' },
        {
          p: 'Quando acaba de administrar a cidade recebe 1 de pobreza por cada pilha, 1 por cada empréstimo que tenha e 1 por cada carta na mão.',
          ed: 'second',
        },
        {
          p: 'Quando acaba de administrar a cidade recebe 1 de pobreza por cada pilha e 1 por cada carta na mão, menos 1 por cada distrito que ocupa. Se o total for negativo, remove essa pobreza.',
          ed: 'classic',
        },
        {
          p: 'Outras fontes: cartas que a dão quando ativadas, Fleet Street e Police Force (jogadas contra si) e o efeito ao administrar de alguns distritos do topo.',
        },
        {
          p: 'Para a remover: cartas com um símbolo de pobreza a menos quando ativadas, as cartas de prisão e Workhouse, e comprar um distrito. A pobreza nunca desce abaixo de zero, e o que não consegue remover perde-se, não se guarda.',
        },
        {
          p: 'Cada distrito remove pobreza quando é comprado. Os valores reais da maioria não se conhecem, por isso esta aplicação usa uma regra provisória marcada com †: 1 para um distrito a norte do rio, 2 a sul, 3 para Lewisham. O valor confirmado de Wandsworth é 1.',
          ed: 'second',
        },
        {
          p: 'No fim, cada carta que fique na mão passa a 1 de pobreza. Depois o jogador com menos pobreza desce a zero e todos os outros descem o mesmo. O que resta tira prestígio segundo esta tabela:',
        },
        { table: 'povertyPenalty' },
      ],
    },
    loans: {
      title: 'O dinheiro e os empréstimos',
      blocks: [
        {
          p: 'Pode pedir um empréstimo em qualquer momento da sua própria vez: recebe 10 £ e uma ficha de empréstimo. Se tiver de pagar e não puder, a aplicação pede por si os empréstimos necessários.',
        },
        {
          p: 'Com Bank of England virada para cima na sua cidade, cada empréstimo dá 12 £ em vez de 10 £; continua a ser um só empréstimo.',
        },
        {
          p: 'Cada empréstimo soma 1 de pobreza sempre que administra a cidade. Um empréstimo paga-se com 15 £ no início da sua vez, antes de comprar.',
          ed: 'second',
        },
        { p: 'Os empréstimos não se pagam durante o jogo.', ed: 'classic' },
        { p: 'No fim, cada empréstimo que ainda consiga cobrir é pago a 15 £; cada um que fique por pagar tira 7 de prestígio.' },
      ],
    },
    districts: {
      title: 'Comprar terreno: cartas de distrito',
      blocks: [
        {
          p: 'Escolha um dos distritos à venda, pague o preço e ponha-o por cima dos que já tem. Outro do baralho de distritos ocupa o lugar; quando esse baralho acaba, a oferta diminui.',
        },
        {
          list: [
            'De imediato: compre as cartas indicadas, ganhe o prestígio indicado e remova a pobreza indicada.',
            'Só funcionam as habilidades do distrito do topo. Os de baixo continuam a mostrar se ficam a norte do rio e se lhe tocam, o que algumas cartas contam.',
            'Um efeito ao administrar aplica-se sempre que administra a cidade enquanto esse distrito estiver no topo (Southwark & Bermondsey: +1 de pobreza; Wandsworth: +2 de pobreza).',
          ],
        },
        {
          p: 'As cartas da primeira edição que contam os distritos ocupados contam aqui as suas cartas de distrito, tapadas incluídas: Omnibus, Steamboats, Train Station, Fire Brigade.',
        },
        { p: 'Os distritos compram-se à vista de todos: qualquer jogador os vê a todos, também os tapados.' },
      ],
    },
    boroughs: {
      title: 'Comprar terreno: o mapa',
      blocks: [
        {
          p: 'Ponha um dos seus marcadores de edifício num distrito livre, pague o preço e depois compre as cartas que ele indica. Um distrito por ação; cada jogador tem 11 marcadores.',
        },
        {
          list: [
            'O primeiríssimo marcador do jogo vai para City, Westminster ou Southwark & Bermondsey.',
            'Cada marcador seguinte precisa de um distrito vizinho que já tenha um marcador, seja de quem for. O Tamisa só se atravessa pelas quatro pontes.',
            'Cada distrito ocupado baixa em 1 a pobreza de cada administração e pontua o seu prestígio no fim (mais 2 com uma estação de metro).',
          ],
        },
        {
          p: 'Várias cartas contam os seus distritos: Omnibus (todos), Steamboats (os da margem), Train Station (os a norte do rio) e Fire Brigade (os dos adversários).',
        },
      ],
    },
    underground: {
      title: 'O metro',
      blocks: [
        {
          p: 'Ativar a carta Underground permite pôr até dois marcadores de metro, cada um num distrito com marcador de edifício (de quem for) e ainda sem metro. Um distrito nunca recebe um segundo.',
        },
        {
          list: [
            'O primeiro marcador de metro do jogo vai para City ou para um distrito vizinho de City.',
            'Cada marcador seguinte tem de tocar num distrito que já tenha um; o seu segundo marcador pode continuar o primeiro.',
            'Um marcador que só consegue juntar-se à linha atravessando o Tamisa por uma ponte custa mais 3 £. Vale para cada um dos seus dois marcadores, seja qual for o primeiro.',
            'No fim, um distrito com marcador de metro dá mais 2 de prestígio ao dono.',
          ],
        },
      ],
    },
    'draw-three': {
      title: 'Comprar três cartas',
      blocks: [
        {
          p: 'Tire três cartas, cada uma do baralho ou do tabuleiro, uma de cada vez. Se restarem menos de três, tire as que houver. Esta ação é sempre possível: é a escolha segura quando nada mais serve.',
        },
      ],
    },
    'hand-limit': {
      title: 'O limite da mão',
      blocks: [
        {
          p: 'Só o fim da sua vez tem limite: 9 cartas no máximo. Escolha as que sobram e descarte-as para o tabuleiro de desenvolvimento. Enquanto compra pode ter mais.',
        },
        { p: 'Uma mão grande também custa pobreza ao administrar a cidade e no fim do jogo.' },
      ],
    },
    'game-end': {
      title: 'O fim do jogo',
      blocks: [
        {
          p: 'Quando o baralho de cidade está vazio no fim da vez de alguém, cada um dos outros jogadores joga uma última vez e depois faz-se a contagem. Uma vez continua a começar com uma compra do tabuleiro se este ainda tiver cartas.',
        },
        { p: 'A barra de cima mostra quando começou a última ronda e quem joga em último.' },
      ],
    },
    scoring: {
      title: 'A contagem final e os empates',
      blocks: [
        { p: 'Os passos, pela ordem desta edição:', ed: 'second' },
        { table: 'scoringSecond', ed: 'second' },
        { p: 'Os passos, pela ordem desta edição:', ed: 'classic' },
        { table: 'scoringClassic', ed: 'classic' },
        { p: 'Cada carta da sua cidade pontua o seu prestígio final, incluindo as tapadas e as viradas para baixo.' },
        {
          p: 'Os empates vão para quem tiver menos pobreza, depois para quem tiver mais distritos, depois para quem tiver a melhor carta isolada em prestígio final. Se tudo isso for igual, a vitória é partilhada.',
        },
      ],
    },
    'card-notes': {
      title: 'Cartas com regras especiais',
      blocks: [
        {
          p: 'Os ícones de uma carta dizem quase tudo o que ela faz (ver o separador Ícones) e o separador Cartas descreve cada carta por extenso. As cartas abaixo precisam de uma decisão sobre pormenores que o texto impresso deixa em aberto.',
        },
      ],
    },
    visibility: {
      title: 'O que cada jogador vê',
      blocks: [
        {
          p: 'Tudo o que está à frente dos jogadores é público: dinheiro, empréstimos, pobreza, prestígio, terrenos e a carta do topo de cada pilha. As mãos e o baralho são privados.',
        },
        {
          p: 'Num jogo à vez no mesmo ecrã, a aplicação esconde a mesa entre dois jogadores até o seguinte confirmar que é a vez dele.',
        },
      ],
    },
    provisional: {
      title: 'As cartas provisórias de 2017',
      blocks: [
        {
          p: 'A lista completa das cartas de 2017 não foi publicada. A aplicação monta o baralho da segunda edição com as cartas de 2010, sem as 5 cartas Underground (105 cartas em vez de 101), e aplica-lhe cada dado conhecido de 2017.',
        },
        {
          p: 'Cada valor guarda a sua origem: confirmado para 2017, tirado da carta de 2010 ou provisório (uma regra de substituição sem fonte impressa). Os valores não confirmados para 2017 levam a marca † na mesa e no separador Cartas.',
        },
        { p: 'Ainda se desconhecem a habilidade opcional de Southwark & Bermondsey e a pobreza exata que Lewisham remove.' },
      ],
    },
  },
  rulings: {
    '1': 'Os empréstimos não têm limite e pedem-se em qualquer decisão da sua própria vez. Um custo que não consegue pagar pede sozinho os empréstimos de que precisa.',
    '2': 'Remover pobreza para no zero e acontece de imediato: o que não se usa perde-se, incluindo um total negativo ao administrar na clássica.',
    '3': 'Desenvolver exige pelo menos um edifício colocado ou uma carta de ação jogada. Administrar na clássica exige pelo menos uma carta ativada; na segunda edição pode acabar sem nenhuma. Se já nada for possível (por exemplo, depois de uma troca com Stock Exchange que entregou a única carta que podia pagar), a ação pode acabar sem fazer nada.',
    '4': 'Se não houver nada para comprar, a compra obrigatória salta-se; comprar três (e o «tirar três» clássico) tira o que restar, mesmo que nada.',
    '5': 'Os espaços do tabuleiro enchem-se a partir da esquerda e primeiro a fila de cima; um tabuleiro cheio transborda como descrito acima. As cartas descartadas pelo limite da mão também vão para o tabuleiro.',
    '6': 'Hospital nunca se ativa sozinho. Quando outra carta sua é ativada e devia virar-se para baixo, pode virar em vez dela um Hospital virado para cima: a outra carta fica para cima mas conta como ativada nesta vez, e esse Hospital conta como usado.',
    '7': 'Whitehall repete uma carta que ativou antes nesta vez e que continua no topo da pilha, sem pagar o custo e sem a voltar a virar; nem Hospital nem Whitehall. A repetição faz as suas próprias escolhas (alvo, cartas).',
    '8': 'Shops ganha 1 £ por cada colocação posterior depois da qual continua visível: não por si mesma nem pela carta que a tapa. O dinheiro de um Shops tapado fica lá e deixa de servir.',
    '9': 'Colocar Coffee House não custa nenhuma carta. Ativada, tira qualquer edifício do tabuleiro para cima de si, pagando as libras dessa carta e sem gastar carta; Shops conta-a, e a carta nova pode ser ativada na mesma administração.',
    '10': 'Public Houses funciona quando ativada: nesta administração a sua mão não soma pobreza (nunca ajuda na contagem final).',
    '11': 'School: 1 £ deixa uma carta de outra cor pagar uma colocação, cartas de ação incluídas. Na clássica os pobres também podem pagar assim (as regras de 2010 chamam-lhes inúteis a não ser que sejam educados); na segunda edição nunca pagam uma colocação.',
    '12': 'Christopher Wren (Wren) sai do jogo quando é jogada; depois, até duas colocações do mesmo desenvolvimento não gastam carta, de qualquer cor, pagando as suas libras.',
    '13': 'Huguenots e Jewish Refugees saem do jogo quando são jogadas; compra duas cartas (baralho ou tabuleiro, uma de cada vez) e continua a desenvolver.',
    '14': 'University of London: no início da sua vez, em vez da compra obrigatória, veja as três cartas do topo do baralho e fique com uma delas ou com uma do tabuleiro; as outras voltam para cima pela ordem em que estavam. Com Parliament visível, fique com até duas, ou nenhuma.',
    '15': 'Parliament transforma a compra obrigatória numa escolha de zero, uma ou duas cartas.',
    '16': 'Stock Exchange: uma vez por vez, em qualquer decisão da sua vez (não enquanto escolhe com University of London), troque uma carta da mão por uma do tabuleiro; a sua carta ocupa o espaço da que tirou.',
    '17': 'Fleet Street e Police Force visam outro jogador. Police Force não move nada se não tiver pobreza.',
    '18': 'Lloyds of London e Fire Brigade: um jogador que não pode pagar pede empréstimos para o fazer.',
    '19': 'Town Houses clássica conta cada carta de cidade que não seja castanha na sua cidade, incluindo as tapadas, as viradas para baixo e ela própria. Bridge e Tower Bridge contam cada carta castanha da sua cidade, incluindo as tapadas e as viradas para baixo.',
    '20': 'Os pobres podem pagar custos de ativação que pedem uma carta qualquer e ser gastos pelas cartas de prisão e por Workhouse; nunca se colocam.',
    '21': 'O terceiro critério de desempate é a melhor carta de cidade isolada, como dizem o texto espanhol, os dois portugueses e o clássico (o francês fala do total). Um empate em todos os critérios é uma vitória partilhada.',
    '22': 'As mãos do fim ficam onde estão no registo do jogo, contadas como fora de jogo; a contagem lê-as daí.',
    '22a':
      'Um custo de ativação em dinheiro que não consegue pagar cobre-se com um empréstimo, como qualquer outro custo que decida pagar.',
    '22b': 'Uma carta de ação jogada sai do jogo também na segunda edição (o texto de 2017 nada diz; aplica-se a regra de 2010).',
    '22c': 'Millbank Prison dá o seu prestígio por cada carta gasta mesmo quando já não tem pobreza para remover.',
    '22d':
      'Um empréstimo com Bank of England (12 £) continua a ser um empréstimo: 1 de pobreza ao administrar na segunda edição e 15 £ para o pagar.',
    '22e':
      'Hospital escolhe-se no momento em que é ativada a carta que substitui (o exemplo de 2010 vira-o no fim da administração, com o mesmo resultado).',
    '22f':
      'O que vê é o que viu. As outras mãos e o baralho estão escondidos, mas guarda o que viu ir para lá: as cartas devolvidas com University of London continuam conhecidas por si, por ordem, no topo do baralho até serem compradas (e então sabe para que mão foi cada uma); uma carta tirada do tabuleiro, ou trocada com Stock Exchange, é conhecida por todos enquanto ficar nessa mão. As cartas tapadas ou viradas para baixo são públicas na clássica; na segunda edição, as dos outros ficam escondidas até o jogo acabar. As suas, vê-as sempre. Os bots sabem exatamente o mesmo, nada mais.',
    '22g': 'O dinheiro pousado em Shops não conta na pontuação final: só é seu quando ativa Shops. Ative-a antes do fim para o receber.',
    '22h':
      'Segunda edição: os distritos compram-se à vista de todos, por isso cada jogador vê a pilha inteira de distritos dos outros, também os tapados; só contam as habilidades do de cima.',
    '22i':
      'A previsão de pobreza mostrada antes de pôr a cidade a funcionar soma o que isso custaria agora: pilhas, empréstimos (segunda edição), cartas na mão (nenhuma depois de Public Houses), o efeito obrigatório do distrito de cima ainda por aplicar, ou menos os seus distritos (clássica). Indica também quantas cartas o limite de mão o fará descartar e, na última ronda, a mão que se tornará pobreza no fim.',
    '23': 'Segunda edição: ninguém começa com pobreza, e começa o jogador do primeiro lugar (quem preparou o jogo).',
    '24': 'Segunda edição: um empréstimo paga-se (15 £) só no início da sua vez, antes de qualquer decisão que não seja de empréstimos ou uma troca com Stock Exchange. Precisa de ter as 15 £: nenhum empréstimo é forçado para pagar outro.',
    '25': 'Town Houses da segunda edição: 1 de prestígio por cada carta azul de cidade que esteja para cima no topo das suas pilhas, incluindo ela própria (o exemplo do livro de regras dá 2 com Town Houses e Hospital à vista).',
    '26': 'Segunda edição: só contam as habilidades do distrito do topo. Um efeito obrigatório ao administrar resolve-se durante a administração, quando quiser, antes de a terminar, e não conta como carta ativada. Quando o baralho de distritos acaba, a oferta diminui.',
    '26a':
      'Segunda edição: pôr a cidade a funcionar pode terminar sem ativar nenhuma carta, e pode ser escolhido sem nada para ativar; a pobreza do funcionamento e o efeito obrigatório do distrito de cima aplicam-se na mesma.',
    '26b': 'Segunda edição: os pobres nunca pagam uma colocação, com School ou sem ela; nenhuma carta conhecida o permite.',
    '27': 'Segunda edição: «distritos que ocupa» nas cartas da primeira edição quer dizer «cartas de distrito que possui», tapadas incluídas (Omnibus, Steamboats, Train Station, Fire Brigade).',
    '28': 'Clássica: o primeiro jogador é sorteado pela semente, todos começam com 5 de pobreza e os empréstimos só se pagam no fim.',
    '29': 'Terrenos na clássica: para a vizinhança, as quatro pontes ligam os distritos das duas margens do Tamisa.',
    '30': 'Metro clássico: até dois marcadores, menos se quiser (por exemplo, quando nenhum distrito serve). O primeiro do jogo vai para City ou ao lado; cada um dos seguintes junto a um distrito com marcador, e o seu segundo pode prolongar o primeiro. Cada marcador que só liga por uma ponte custa mais 3 £, também o segundo, por qualquer ordem. A ligação duvidosa Greenwich – Southwark & Bermondsey mantém-se como está na lista.',
    '31': 'Contagem clássica, oito passos por esta ordem: pagar empréstimos; as cartas na mão passam a pobreza; 1 de prestígio por cada 3 £; distritos (+2 com marcador de metro); cartas de cidade; −7 por empréstimo por pagar; pobreza nivelada; a tabela da pobreza.',
  },
}
