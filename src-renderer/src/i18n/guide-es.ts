// Palabras en español de la partida guiada (avisos, oferta en la pantalla de inicio) y de la pantalla de estadísticas.
import type { guideEn } from './guide-en'

export const guideEs: Readonly<Record<keyof typeof guideEn, string>> = {
  'guide.offer.heading': '¿Es tu primera vez con London?',
  'guide.offer.text':
    'Juega una primera partida guiada: la segunda edición contra un solo rival de ordenador fácil, con un consejo breve cada vez que llegues a una parte nueva del juego. Puedes dejarla cuando quieras.',
  'guide.offer.start': 'Jugar la partida guiada',
  'guide.badge': 'Partida guiada',
  'guide.progress': 'Consejo {n} de {total}',
  'guide.gotIt': 'Entendido',
  'guide.rules': 'Leer las reglas',
  'guide.leave': 'Dejar la partida guiada',
  'guide.botName': 'Sr. Brunel',
  'guide.draw.title': 'Cada turno empieza con una carta',
  'guide.draw.text':
    'Primero tienes que robar una carta: la de arriba del mazo o cualquier carta descubierta del tablero de desarrollo. Juegas primero; tu rival es un ordenador fácil.',
  'guide.actions.title': 'Una acción por turno',
  'guide.actions.text':
    'Ahora elige exactamente una de las cuatro acciones: desarrollar (construir desde tu mano), comprar un distrito, poner en marcha tu ciudad o robar tres cartas. Con la ciudad vacía, lo natural es desarrollar.',
  'guide.develop.title': 'Colocar un edificio y lo que cuesta',
  'guide.develop.text':
    'Haz clic en una carta de tu mano para colocarla. La pagas con otra carta del mismo color, que va al tablero, más las £ impresas en su esquina. Coloca todas las que puedas pagar y luego pulsa «{done}».',
  'guide.run.title': 'Poner en marcha tu ciudad y su pobreza',
  'guide.run.text':
    'Usa las cartas descubiertas en lo alto de tus pilas, una tras otra, para obtener dinero, prestigio o menos pobreza. Al pulsar «{done}», tu ciudad recibe 1 de pobreza por cada pila, cada préstamo y cada carta en la mano: la previsión muestra el total de antemano.',
  'guide.handLimit.title': 'El límite de mano',
  'guide.handLimit.text':
    'Un turno puede terminar con 9 cartas en la mano como máximo. Elige de cuáles te desprendes: van descubiertas al tablero de desarrollo, donde cualquier jugador podrá tomarlas después.',
  'guide.finalRound.title': 'La última ronda',
  'guide.finalRound.text':
    'El mazo se ha agotado: este es tu último turno, y al terminar la ronda se hace el recuento. Las cartas que te queden en la mano contarán entonces como pobreza.',
  'guide.scoring.title': 'El recuento final',
  'guide.scoring.text':
    'Las cartas en la mano se vuelven pobreza, cada carta de tu ciudad da su prestigio, cada £3 que queden tras devolver préstamos dan 1 de prestigio y cada préstamo sin devolver cuesta 7. La pobreza de la ciudad menos pobre se resta a todos y lo que queda cuesta prestigio. Esta partida ya cuenta en tus estadísticas.',

  'stats.button': 'Estadísticas',
  'stats.title': 'Tus estadísticas',
  'stats.back': 'Volver',
  'stats.loading': 'Leyendo tus estadísticas…',
  'stats.empty': 'Todavía no hay partidas terminadas. Aquí se cuenta cada partida que juegas hasta el final; una partida que dejas, no.',
  'stats.summary':
    '{games, plural, one {# partida terminada} other {# partidas terminadas}}, {wins, plural, one {# victoria} other {# victorias}}',
  'stats.tableCaption': 'Resultados por edición, número de jugadores y rivales',
  'stats.col.edition': 'Edición',
  'stats.col.players': 'Jugadores',
  'stats.col.opponents': 'Rivales',
  'stats.col.games': 'Partidas',
  'stats.col.wins': 'Victorias',
  'stats.col.average': 'Puntuación media',
  'stats.col.best': 'Mejor puntuación',
  'stats.col.poverty': 'Pobreza final media',
  'stats.edition.second': '2017',
  'stats.edition.classic': '2010',
  'stats.opponents.easy': 'Bots fáciles',
  'stats.opponents.medium': 'Bots medios',
  'stats.opponents.hard': 'Bots difíciles',
  'stats.opponents.expert': 'Bots expertos',
  'stats.opponents.mixed': 'Mezclados',
  'stats.opponents.humans': 'Personas (misma pantalla)',
  'stats.winRate': '{wins} ({rate, number, percent})',
  'stats.povertyNote':
    'La pobreza final se cuenta después de la nivelación del final de la partida: es la que costó prestigio. Una partida en la misma pantalla cuenta una vez por cada persona que la jugó.',
  'stats.recent': 'Puntuaciones recientes',
  'stats.chartLabel': '{n, plural, one {Tu última puntuación} other {Tus # últimas puntuaciones}}, de la más antigua a la más reciente',
  'stats.bar': '{when, date, medium}: {score} de prestigio, {won, select, yes {ganada} other {no ganada}} ({edition}, {players} jugadores)',
  'stats.legendWin': 'ganada',
  'stats.legendLoss': 'no ganada',
  'stats.reset': 'Borrar las estadísticas',
  'stats.resetConfirm': '¿Olvidar todas las partidas registradas? No se puede deshacer.',
  'stats.resetYes': 'Borrar',
  'stats.setAside':
    'Tu archivo de estadísticas estaba dañado. Se guardó como «{file}» en la carpeta de datos y se empezaron unas estadísticas nuevas.',
}
