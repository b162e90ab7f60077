import type { RetroSessionsStrings } from './sessions-en.js';

/**
 * The retrospectives list's and form's texts (sessions, templates, meetings), in retro's part of the
 * 'agile' namespace (<language>.ts spreads them): a file of their own so that the standalone retro
 * demo, a room only, leaves them out (webpack.config.js).
 */
export const retroSessionsEs: RetroSessionsStrings = {
  difficulty: { BEGINNER: 'Principiante', INTERMEDIATE: 'Intermedio', ADVANCED: 'Avanzado' },
  templates: {
    start_stop_continue: { name: 'Empezar, Dejar, Continuar', description: 'Una retrospectiva sencilla y orientada a la acción: qué empezar, qué dejar y qué seguir haciendo.' },
    mad_sad_glad: { name: 'Enfadado, Triste, Contento', description: 'Hablar de cómo se vivió el sprint: qué enfadó, decepcionó o alegró al equipo.' },
    four_ls: { name: '4L: Gustó, Aprendido, Faltó, Deseado', description: 'Repasar lo que al equipo le gustó, aprendió, le faltó y desearía.' },
    sailboat: { name: 'Velero', description: 'El equipo es un barco: el viento lo impulsa, las anclas lo frenan, las rocas son riesgos y la isla es la meta.' },
  },
  list: {
    description: 'Mirad atrás juntos: recoged tarjetas, agrupadlas, votad lo que importa y acordad acciones.',
    create: 'Nueva retrospectiva',
    inPhase: 'Fase: {{phase}}',
    format: 'Formato',
    noTeam: 'Sin equipo',
    emptyTitle: 'Aún no hay retrospectivas',
    empty: 'Una retrospectiva reúne las tarjetas del equipo en columnas, luego las agrupa, las vota y convierte los temas principales en acciones. Empieza una a partir de una plantilla.',
    noMatchTitle: 'Ninguna retrospectiva coincide',
    deleteTitle: '¿Eliminar esta retrospectiva?',
    deleteMessage: '«{{name}}» se eliminará con sus tarjetas, votos, grupos y acciones. No se puede deshacer.',
  },
  form: {
    createTitle: 'Nueva retrospectiva',
    name: 'Nombre',
    namePlaceholder: 'Retrospectiva del sprint 14',
    description: 'Descripción',
    noTeam: 'Sin equipo (retrospectiva personal)',
    noTeams: 'Crea un equipo para repasar sus acciones anteriores al inicio de cada retrospectiva.',
    template: 'Plantilla',
    participants: '¿Cuántas personas participan?',
    participantsHint: 'Sugerimos las plantillas que mejor se adaptan a ese número.',
    suggested: 'Sugerida',
    suggesting: 'Buscando las mejores plantillas...',
    minutes_one: '{{count}} min',
    minutes_other: '{{count}} min',
    people: 'De {{min}} a {{max}} personas',
    rating: '{{rating}} ★ · usada {{uses}} veces',
    settings: 'Ajustes',
    votesPerParticipant: 'Votos por participante',
    maxCards: 'Tarjetas por participante',
    maxCardsHint: 'Déjalo vacío para no limitar',
    grouping: 'Agrupar las tarjetas antes de votar',
    actionItems: 'Acordar acciones',
    blurCards: 'Ocultar las tarjetas de los demás durante la recogida',
    blurCardsHint: 'Cada uno escribe sin dejarse influir; las tarjetas se muestran al agrupar.',
    timer: 'Temporizadores por fase',
    timerHint: 'Minutos por fase; una fase con tiempo inicia su temporizador al empezar.',
    create: 'Crear retrospectiva',
    errors: {
      nameRequired: 'Ponle un nombre a la retrospectiva',
      nameTooLong: 'Un nombre tiene como máximo 120 caracteres',
      descriptionTooLong: 'Una descripción tiene como máximo 2000 caracteres',
    },
  },
  meetings: {
    title: 'Reuniones',
    new: 'Nueva',
    newPoker: 'Sesión de planning poker',
    newRetro: 'Retrospectiva',
    allPoker: 'Todas las sesiones de poker',
    allRetros: 'Todas las retrospectivas',
    empty: 'Aún no hay reuniones.',
    poker: 'Poker',
    retro: 'Retro',
  },
};
