// Las reglas en español, con palabras propias del proyecto (nunca una frase de un reglamento). La misma
// estructura que reference-en.ts (lo comprueba reference.test.ts).
import type { ReferenceText } from '../sections'

export const referenceEs: ReferenceText = {
  sections: {
    overview: {
      title: 'De qué va el juego',
      blocks: [
        {
          p: 'Cada jugador reconstruye un trozo de Londres tras el Gran Incendio de 1666. Bajas edificios de tu mano a pilas delante de ti, compras tierras y administras tu ciudad para convertir esos edificios en dinero, prestigio y menos pobreza.',
        },
        {
          p: 'Gana quien tenga más prestigio al terminar. El dinero es una herramienta, no la meta: solo cada 3 £ sobrantes se convierten en 1 de prestigio. La pobreza y los préstamos sin devolver restan prestigio en la cuenta final.',
        },
        {
          p: 'La partida acaba poco después de que se agote el mazo de ciudad. Ese mazo se forma con tres partes, A encima de B encima de C, así que las cartas disponibles cambian mientras la ciudad crece.',
        },
        {
          p: 'Segunda edición (2017): las tierras son cartas de distrito; hay tres a la venta y las que compras forman una pila.',
          ed: 'second',
        },
        {
          p: 'Edición clásica (2010): las tierras son un mapa de veinte distritos donde pones marcadores de edificio; la carta Underground añade estaciones de metro.',
          ed: 'classic',
        },
      ],
    },
    setup: {
      title: 'La preparación',
      blocks: [
        {
          list: [
            'Cada jugador recibe 5 £ y 6 cartas de ciudad.',
            'Las tres partes del mazo de ciudad se barajan por separado y se apilan: C abajo del todo y A arriba.',
            'El tablero de desarrollo empieza vacío.',
          ],
        },
        {
          p: 'Nadie empieza con pobreza. City, Westminster y Southwark & Bermondsey son los primeros distritos a la venta; el resto forma el mazo de distritos. Empieza el jugador del primer puesto.',
          ed: 'second',
        },
        {
          p: 'Todos empiezan con 5 de pobreza y 11 marcadores de edificio. El jugador inicial se sortea a partir de la semilla de la partida.',
          ed: 'classic',
        },
      ],
    },
    turn: {
      title: 'Tu turno y las cuatro acciones',
      blocks: [
        { p: 'Un turno tiene tres pasos, siempre en este orden:' },
        {
          list: [
            'Robar: coge una carta, de lo alto del mazo o del tablero de desarrollo. No es opcional.',
            'Acción: haz exactamente una de las cuatro acciones de abajo. No se puede pasar.',
            'Límite de mano: si ahora tienes más de 9 cartas, descarta hasta quedarte con 9.',
          ],
        },
        {
          list: [
            'Desarrollar: bajar cartas de tu mano a tu ciudad.',
            'Comprar tierras: una carta de distrito (2017) o un distrito del mapa (2010).',
            'Administrar tu ciudad: usar las cartas de encima de tus pilas.',
            'Robar tres cartas.',
          ],
        },
        {
          p: 'Algunas cartas boca arriba cambian estos pasos: University of London y Parliament alteran el robo, y Stock Exchange deja cambiar una carta en cualquier momento de tu turno.',
        },
      ],
    },
    drawing: {
      title: 'Robar cartas y el tablero de desarrollo',
      blocks: [
        {
          p: 'Cada vez que robas, cada carta sale de lo alto del mazo o del tablero de desarrollo, de una en una. Ves la carta sacada del mazo antes de decidir de dónde sacas la siguiente.',
        },
        {
          p: 'Toda carta gastada o descartada va boca arriba al tablero, al primer hueco libre, de izquierda a derecha y primero la fila de arriba. Cualquiera puede cogerla después.',
        },
        { table: 'boardSlots' },
        {
          p: 'Si llega una carta con las dos filas llenas, las cartas de la fila de abajo salen de la partida, las de arriba bajan y la carta nueva vuelve a empezar la fila de arriba.',
          ed: 'second',
        },
        {
          p: 'Si llega una carta con las dos filas llenas, las cartas de la fila de arriba salen de la partida, las de abajo suben y la carta nueva vuelve a empezar la fila de abajo.',
          ed: 'classic',
        },
      ],
    },
    develop: {
      title: 'Desarrollar: colocar cartas',
      blocks: [
        { p: 'Desarrollar pasa edificios de tu mano a tu ciudad, uno tras otro, tantos como puedas pagar.' },
        {
          list: [
            'Cada edificio cuesta otra carta del mismo color de tu mano (va al tablero de desarrollo) más las libras de su esquina superior izquierda, si las hay.',
            'Se coloca encima de cualquiera de tus pilas, boca arriba o boca abajo, o empieza una pila nueva. Una carta colocada este turno no se puede tapar en el mismo turno.',
            'Una habilidad continua funciona desde que la carta se coloca, mientras siga boca arriba en lo alto de su pila.',
            'Su habilidad activada solo se usa al administrar tu ciudad, es decir, en un turno posterior.',
          ],
        },
        {
          p: 'Cada pila suma pobreza cada vez que administras tu ciudad, así que una pila nueva tiene un precio. Tapar una carta conserva su prestigio final (las cartas tapadas puntúan) pero le quita la habilidad.',
        },
        { p: 'Las cartas de acción se juegan en vez de colocarse, y los pobres no se colocan nunca.' },
      ],
    },
    'action-cards': {
      title: 'Las cartas de acción',
      blocks: [
        {
          p: 'Unas pocas cartas son acciones y no edificios. Al desarrollar puedes jugar una desde tu mano: no pide otra carta, hace lo que dice y luego sale de la partida. También puedes usarla como cualquier carta de su color para pagar un edificio.',
        },
        {
          list: [
            'Huguenots y Jewish Refugees: roba dos cartas, cada una del mazo o del tablero, y sigue desarrollando.',
            'Christopher Wren (Wren en 2010): durante el resto de este desarrollo, hasta dos edificios se colocan sin gastar carta, sea cual sea su color; sigues pagando sus libras.',
          ],
        },
      ],
    },
    paupers: {
      title: 'Los pobres',
      blocks: [
        {
          p: 'Los pobres son cartas grises que nadie quiere. No se pueden colocar y, como toda carta en la mano, suman pobreza cuando administras tu ciudad y otra vez al final de la partida.',
        },
        {
          p: 'Formas de quitártelos: gastarlos donde un coste pide una carta cualquiera (costes de activación, las cartas de prisión, Workhouse) o descartarlos cuando superas el límite de mano.',
        },
        { p: 'Un pobre nunca paga una colocación, con School o sin ella.', ed: 'second' },
        { p: 'Con School boca arriba, 1 £ deja que un pobre pague una colocación como una carta de otro color.', ed: 'classic' },
      ],
    },
    'run-city': {
      title: 'Administrar tu ciudad',
      blocks: [
        {
          p: 'Elige cuáles de las cartas boca arriba en lo alto de tus pilas activas, de una en una y en el orden que quieras. Cada carta se activa como mucho una vez por turno.',
        },
        {
          list: [
            'Primero paga su coste de activación, abajo a la izquierda: dinero o una carta de tu mano (de cualquier color, o azul si la carta lo indica).',
            'Después recibe todo lo que da: dinero, prestigio, pobreza que se quita o se recibe, y su habilidad especial si la tiene.',
            'Si muestra el símbolo de girar, ponla boca abajo al acabar. Una carta boca abajo sigue contando como pila y sigue puntuando al final, pero ya no se activa.',
          ],
        },
        { p: 'Cuando terminas, recibes la pobreza de tu ciudad (mira La pobreza).' },
        {
          p: 'Puedes terminar sin activar ninguna carta de ciudad. Si tu distrito superior tiene un efecto al administrar, resuélvelo durante la administración, cuando quieras, antes de terminar.',
          ed: 'second',
        },
        { p: 'Tienes que activar al menos una carta, salvo que ya no se pueda activar ninguna.', ed: 'classic' },
      ],
    },
    poverty: {
      title: 'La pobreza',
      blocks: [
        { p: 'La pobreza es lo que tu ciudad les cuesta a sus habitantes. Es pública y al final se convierte en prestigio perdido.' },
        {
          p: 'Al terminar de administrar tu ciudad recibes 1 de pobreza por cada pila, 1 por cada préstamo que tengas y 1 por cada carta en la mano.',
          ed: 'second',
        },
        {
          p: 'Al terminar de administrar tu ciudad recibes 1 de pobreza por cada pila y 1 por cada carta en la mano, menos 1 por cada distrito que ocupes. Si el total es negativo, quitas esa pobreza.',
          ed: 'classic',
        },
        {
          p: 'Otras fuentes: cartas que la dan al activarlas, Fleet Street y Police Force (jugadas contra ti) y el efecto al administrar de algunos distritos superiores.',
        },
        {
          p: 'Para quitarla: cartas con un símbolo de pobreza en negativo al activarse, las cartas de prisión y Workhouse, y comprar un distrito. La pobreza nunca baja de cero, y lo que no puedes quitar se pierde, no se guarda.',
        },
        {
          p: 'Cada distrito quita pobreza al comprarlo. Los valores reales de casi todos se desconocen, así que esta aplicación usa una regla provisional marcada con †: 1 para un distrito al norte del río, 2 al sur, 3 para Lewisham. El valor confirmado de Wandsworth es 1.',
          ed: 'second',
        },
        {
          p: 'Al final, cada carta que quede en tu mano se convierte en 1 de pobreza. Luego el jugador con menos pobreza baja a cero y los demás bajan lo mismo. Lo que queda resta prestigio según esta tabla:',
        },
        { table: 'povertyPenalty' },
      ],
    },
    loans: {
      title: 'El dinero y los préstamos',
      blocks: [
        {
          p: 'Puedes pedir un préstamo en cualquier momento de tu propio turno: recibes 10 £ y una ficha de préstamo. Si debes pagar y no puedes, la aplicación pide por ti los préstamos que hagan falta.',
        },
        { p: 'Con Bank of England boca arriba en tu ciudad, cada préstamo da 12 £ en vez de 10 £; sigue siendo un solo préstamo.' },
        {
          p: 'Cada préstamo suma 1 de pobreza cada vez que administras tu ciudad. Un préstamo se devuelve por 15 £ al principio de tu turno, antes de robar.',
          ed: 'second',
        },
        { p: 'Los préstamos no se devuelven durante la partida.', ed: 'classic' },
        { p: 'Al final se devuelve a 15 £ cada préstamo que aún puedas cubrir; cada uno que quede sin pagar resta 7 de prestigio.' },
      ],
    },
    districts: {
      title: 'Comprar tierras: cartas de distrito',
      blocks: [
        {
          p: 'Elige uno de los distritos a la venta, paga su precio y ponlo encima de los que ya tienes. Otro del mazo de distritos ocupa su sitio; cuando ese mazo se acaba, la oferta se reduce.',
        },
        {
          list: [
            'En el acto: roba las cartas indicadas, gana el prestigio indicado y quita la pobreza indicada.',
            'Solo funcionan las habilidades de tu distrito superior. Los de debajo siguen mostrando si están al norte del río y si lo tocan, cosa que algunas cartas cuentan.',
            'Un efecto al administrar se aplica cada vez que administras tu ciudad mientras ese distrito está encima (Southwark & Bermondsey: +1 de pobreza; Wandsworth: +2 de pobreza).',
          ],
        },
        {
          p: 'Las cartas de la primera edición que cuentan los distritos ocupados cuentan aquí tus cartas de distrito, tapadas incluidas: Omnibus, Steamboats, Train Station, Fire Brigade.',
        },
        { p: 'Los distritos se compran a la vista de todos: cualquier jugador puede verlos todos, también los tapados.' },
      ],
    },
    boroughs: {
      title: 'Comprar tierras: el mapa',
      blocks: [
        {
          p: 'Pon uno de tus marcadores de edificio en un distrito libre, paga su precio y roba las cartas que indica. Un distrito por acción; cada jugador tiene 11 marcadores.',
        },
        {
          list: [
            'El primer marcador de toda la partida va en City, Westminster o Southwark & Bermondsey.',
            'Cada marcador siguiente necesita un distrito vecino que ya tenga un marcador, de quien sea. El Támesis solo se cruza por los cuatro puentes.',
            'Cada distrito que ocupas baja en 1 la pobreza de cada administración y puntúa su prestigio al final (2 más con una estación de metro).',
          ],
        },
        {
          p: 'Varias cartas cuentan tus distritos: Omnibus (todos), Steamboats (los de la orilla), Train Station (los del norte del río) y Fire Brigade (los de tus rivales).',
        },
      ],
    },
    underground: {
      title: 'El metro',
      blocks: [
        {
          p: 'Activar la carta Underground te deja poner hasta dos marcadores de metro, cada uno en un distrito con marcador de edificio (de quien sea) y todavía sin metro. Un distrito nunca recibe un segundo.',
        },
        {
          list: [
            'El primer marcador de metro de la partida va en City o en un distrito vecino de City.',
            'Cada marcador siguiente debe tocar un distrito que ya tenga uno; tu segundo marcador puede apoyarse en el primero.',
            'Un marcador que solo puede unirse a la línea cruzando el Támesis por un puente cuesta 3 £ más. Vale para cada uno de tus dos marcadores, pongas primero el que pongas.',
            'Al final, un distrito con marcador de metro da 2 de prestigio extra a su dueño.',
          ],
        },
      ],
    },
    'draw-three': {
      title: 'Robar tres cartas',
      blocks: [
        {
          p: 'Coge tres cartas, cada una del mazo o del tablero, de una en una. Si quedan menos de tres, coge lo que haya. Esta acción siempre es posible: es la opción segura cuando nada más encaja.',
        },
      ],
    },
    'hand-limit': {
      title: 'El límite de mano',
      blocks: [
        {
          p: 'Solo el final de tu turno tiene límite: 9 cartas como máximo. Elige las que sobran y descártalas al tablero de desarrollo. Mientras robas puedes tener más.',
        },
        { p: 'Una mano grande también cuesta pobreza al administrar tu ciudad y al final de la partida.' },
      ],
    },
    'game-end': {
      title: 'El final de la partida',
      blocks: [
        {
          p: 'Cuando el mazo de ciudad está vacío al acabar el turno de alguien, cada uno de los demás jugadores juega un último turno y después se puntúa. Un turno sigue empezando con un robo del tablero si en él quedan cartas.',
        },
        { p: 'La barra superior avisa de cuándo ha empezado la última ronda y de quién juega el último.' },
      ],
    },
    scoring: {
      title: 'La puntuación final y los empates',
      blocks: [
        { p: 'Los pasos, en el orden de esta edición:', ed: 'second' },
        { table: 'scoringSecond', ed: 'second' },
        { p: 'Los pasos, en el orden de esta edición:', ed: 'classic' },
        { table: 'scoringClassic', ed: 'classic' },
        { p: 'Cada carta de tu ciudad puntúa su prestigio final, incluidas las tapadas y las que están boca abajo.' },
        {
          p: 'Los empates los gana quien tenga menos pobreza, luego quien tenga más distritos, luego aquel cuya mejor carta suelta valga más prestigio final. Si todo eso es igual, la victoria se comparte.',
        },
      ],
    },
    'card-notes': {
      title: 'Cartas con reglas especiales',
      blocks: [
        {
          p: 'Los iconos de una carta dicen casi todo lo que hace (mira la pestaña Iconos) y la pestaña Cartas describe cada carta con palabras. Las cartas de abajo necesitan una decisión sobre detalles que el texto impreso deja abiertos.',
        },
      ],
    },
    visibility: {
      title: 'Lo que ve cada jugador',
      blocks: [
        {
          p: 'Todo lo que está delante de los jugadores es público: dinero, préstamos, pobreza, prestigio, tierras y la carta de encima de cada pila. Las manos y el mazo son privados.',
        },
        {
          p: 'En una partida por turnos en la misma pantalla, la aplicación oculta la mesa entre dos jugadores hasta que el siguiente confirma que le toca.',
        },
      ],
    },
    provisional: {
      title: 'Las cartas provisionales de 2017',
      blocks: [
        {
          p: 'La lista completa de cartas de 2017 no se ha publicado. La aplicación monta el mazo de la segunda edición con las cartas de 2010, sin las 5 cartas Underground (105 cartas en lugar de 101), y les aplica cada dato conocido de 2017.',
        },
        {
          p: 'Cada valor guarda su origen: confirmado para 2017, tomado de la carta de 2010 o provisional (una regla de relleno sin fuente impresa). Los valores no confirmados para 2017 llevan la marca † en la mesa y en la pestaña Cartas.',
        },
        { p: 'Todavía se desconocen la habilidad opcional de Southwark & Bermondsey y la pobreza exacta que quita Lewisham.' },
      ],
    },
  },
  rulings: {
    '1': 'Los préstamos no tienen límite y se piden en cualquier decisión de tu propio turno. Un coste que no puedes pagar pide solo los préstamos que necesita.',
    '2': 'Quitar pobreza se detiene en cero y ocurre en el acto: lo que no se usa se pierde, también un total negativo al administrar en la clásica.',
    '3': 'Desarrollar exige al menos un edificio colocado o una carta de acción jugada. Administrar en la clásica exige al menos una carta activada; en la segunda edición puede acabar sin ninguna. Si ya no hay nada posible (por ejemplo, tras un cambio de Stock Exchange que entregó la única carta que podía pagar), la acción puede acabar sin hacer nada.',
    '4': 'Si no queda nada que robar, el robo obligatorio se salta; robar tres (y el «coger tres» clásico) coge lo que quede, aunque sea nada.',
    '5': 'Los huecos del tablero se llenan desde la izquierda y primero la fila de arriba; un tablero lleno se desborda como se explica arriba. Las cartas descartadas por el límite de mano también van al tablero.',
    '6': 'Hospital nunca se activa por sí mismo. Cuando otra carta tuya se activa y debería ponerse boca abajo, puedes girar en su lugar un Hospital boca arriba: la otra carta sigue boca arriba pero cuenta como activada este turno, y ese Hospital cuenta como usado.',
    '7': 'Whitehall repite una carta que activaste antes en este turno y que sigue en lo alto de su pila, sin pagar su coste y sin volver a girarla; ni Hospital ni Whitehall. La repetición toma sus propias decisiones (objetivo, cartas).',
    '8': 'Shops gana 1 £ por cada colocación posterior tras la cual sigue a la vista: no por sí misma ni por la carta que la tapa. El dinero de un Shops tapado se queda ahí y ya no sirve.',
    '9': 'Colocar Coffee House no cuesta ninguna carta. Al activarla, coge cualquier edificio del tablero y lo pone encima, pagando las libras de esa carta y sin gastar carta; Shops lo cuenta y la carta nueva puede activarse en la misma administración.',
    '10': 'Public Houses funciona al activarse: en esta administración tu mano no suma pobreza (nunca sirve en la cuenta final).',
    '11': 'School: 1 £ deja que una carta de otro color pague una colocación, cartas de acción incluidas. En la clásica los pobres también pueden pagar así (las reglas de 2010 los llaman inútiles salvo que se eduquen); en la segunda edición nunca pagan una colocación.',
    '12': 'Christopher Wren (Wren) sale de la partida al jugarse; después, hasta dos colocaciones del mismo desarrollo no gastan carta, de cualquier color, pagando sus libras.',
    '13': 'Huguenots y Jewish Refugees salen de la partida al jugarse; robas dos cartas (mazo o tablero, de una en una) y sigues desarrollando.',
    '14': 'University of London: al principio de tu turno, en vez del robo obligatorio, mira las tres cartas de arriba del mazo y quédate una de ellas o una del tablero; las demás vuelven arriba en el orden que tenían. Con Parliament a la vista, coge hasta dos, o ninguna.',
    '15': 'Parliament convierte el robo obligatorio en una elección de cero, una o dos cartas.',
    '16': 'Stock Exchange: una vez por turno, en cualquier decisión de tu turno (no mientras eliges con University of London), cambia una carta de tu mano por una del tablero; tu carta ocupa el hueco de la que coges.',
    '17': 'Fleet Street y Police Force apuntan a otro jugador. Police Force no mueve nada si no tienes pobreza.',
    '18': 'Lloyds of London y Fire Brigade: un jugador que no puede pagar pide préstamos para hacerlo.',
    '19': 'Town Houses clásica cuenta cada carta de ciudad no marrón de tu ciudad, incluidas las tapadas, las boca abajo y ella misma. Bridge y Tower Bridge cuentan cada carta marrón de tu ciudad, incluidas las tapadas y las boca abajo.',
    '20': 'Los pobres pueden pagar costes de activación que piden una carta cualquiera y gastarse con las cartas de prisión y Workhouse; nunca se colocan.',
    '21': 'El tercer desempate es la mejor carta de ciudad por sí sola, como dicen el texto español, los dos portugueses y el clásico (el francés habla del total). Un empate en todos los criterios es una victoria compartida.',
    '22': 'Las manos del final se quedan donde están en el registro de la partida, contadas como fuera de juego; la puntuación las lee de ahí.',
    '22a': 'Un coste de activación en dinero que no puedes pagar se cubre con un préstamo, como cualquier otro coste que decidas pagar.',
    '22b':
      'Una carta de acción jugada sale de la partida también en la segunda edición (el texto de 2017 no dice nada; se aplica la regla de 2010).',
    '22c': 'Millbank Prison da su prestigio por cada carta gastada aunque ya no te quede pobreza que quitar.',
    '22d':
      'Un préstamo con Bank of England (12 £) sigue siendo un préstamo: 1 de pobreza al administrar en la segunda edición y 15 £ para devolverlo.',
    '22e':
      'Hospital se elige en el momento en que se activa la carta a la que sustituye (el ejemplo de 2010 lo gira al final de la administración, con el mismo resultado).',
    '22f':
      'Lo que ves es lo que has visto. Las otras manos y el mazo están ocultos, pero recuerdas lo que viste ir allí: las cartas que devolviste con University of London siguen siendo conocidas para ti, en orden, encima del mazo hasta que se roban (y entonces sabes a qué mano fue cada una); una carta tomada del tablero, o cambiada con Stock Exchange, la conocen todos mientras siga en esa mano. Las cartas tapadas o boca abajo son públicas en la clásica; en la segunda edición las de los demás quedan ocultas hasta que acaba la partida. Las tuyas siempre las ves. Los bots saben exactamente lo mismo, nada más.',
    '22g':
      'El dinero que hay sobre Shops no cuenta en la puntuación final: solo es tuyo cuando activas Shops. Actívala antes del final para cobrarlo.',
    '22h':
      'Segunda edición: los distritos se compran a la vista de todos, así que cada jugador ve el montón entero de distritos de los demás, también los tapados; solo cuentan las habilidades del de arriba.',
    '22i':
      'La previsión de pobreza que se muestra antes de administrar suma lo que costaría ahora: pilas, préstamos (segunda edición), cartas en la mano (ninguna tras Public Houses), el efecto obligatorio del distrito de arriba aún pendiente, o menos tus distritos (clásica). También indica cuántas cartas te hará descartar el límite de mano y, en la última ronda, la mano que se convertirá en pobreza al final.',
    '23': 'Segunda edición: nadie empieza con pobreza, y empieza el jugador del primer puesto (quien preparó la partida).',
    '24': 'Segunda edición: un préstamo se devuelve (15 £) solo al principio de tu turno, antes de cualquier decisión que no sea de préstamos o un cambio de Stock Exchange. Necesitas tener las 15 £: no se fuerza ningún préstamo para devolver otro.',
    '25': 'Town Houses de la segunda edición: 1 de prestigio por cada carta de ciudad azul boca arriba en lo alto de tus pilas, incluida ella misma (el ejemplo del reglamento da 2 con Town Houses y Hospital a la vista).',
    '26': 'Segunda edición: solo cuentan las habilidades del distrito superior. Un efecto obligatorio al administrar se resuelve durante la administración, cuando quieras, antes de terminarla, y no cuenta como carta activada. Cuando el mazo de distritos se acaba, la oferta se reduce.',
    '26a':
      'Segunda edición: administrar la ciudad puede terminar sin activar ninguna carta, y puede elegirse sin nada que activar; la pobreza de la administración y el efecto obligatorio del distrito de arriba se aplican igualmente.',
    '26b': 'Segunda edición: los pobres nunca pagan una colocación, con School o sin ella; ninguna carta conocida lo permite.',
    '27': 'Segunda edición: «distritos que ocupas» en las cartas de la primera edición significa «cartas de distrito que tienes», tapadas incluidas (Omnibus, Steamboats, Train Station, Fire Brigade).',
    '28': 'Clásica: el jugador inicial se sortea con la semilla, todos empiezan con 5 de pobreza y los préstamos solo se devuelven al final.',
    '29': 'Tierras en la clásica: para la vecindad, los cuatro puentes unen los distritos de ambas orillas del Támesis.',
    '30': 'Metro clásico: hasta dos marcadores, menos si quieres (por ejemplo, si ningún distrito cumple). El primero de la partida va en City o a su lado; cada uno de los siguientes junto a un distrito con marcador, y tu segundo puede prolongar el primero. Cada marcador que solo conecta por un puente cuesta 3 £ más, también el segundo, en cualquier orden. La dudosa conexión Greenwich – Southwark & Bermondsey se mantiene tal como figura.',
    '31': 'Puntuación clásica, ocho pasos en este orden: devolver préstamos; las cartas en la mano pasan a pobreza; 1 de prestigio por cada 3 £; distritos (+2 con marcador de metro); cartas de ciudad; −7 por préstamo sin pagar; pobreza igualada; la tabla de pobreza.',
  },
}
