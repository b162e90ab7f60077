import type { RetroSessionsStrings } from './sessions-en.js';

/**
 * The retrospectives list's and form's texts (sessions, templates, meetings), in retro's part of the
 * 'agile' namespace (<language>.ts spreads them): a file of their own so that the standalone retro
 * demo, a room only, leaves them out (webpack.config.js).
 */
export const retroSessionsFr: RetroSessionsStrings = {
  difficulty: { BEGINNER: 'Débutant', INTERMEDIATE: 'Intermédiaire', ADVANCED: 'Avancé' },
  templates: {
    start_stop_continue: { name: 'Commencer, Arrêter, Continuer', description: 'Une rétrospective simple et tournée vers l’action : ce qu’il faut commencer, arrêter et continuer.' },
    mad_sad_glad: { name: 'Fâché, Triste, Content', description: 'Parler du ressenti du sprint : ce qui a agacé, déçu ou réjoui l’équipe.' },
    four_ls: { name: '4L : Aimé, Appris, Manqué, Souhaité', description: 'Revenir sur ce que l’équipe a aimé, appris, ce qui a manqué et ce qu’elle souhaite.' },
    sailboat: { name: 'Voilier', description: 'L’équipe est un bateau : le vent le pousse, les ancres le retiennent, les rochers sont les risques, l’île est le but.' },
  },
  list: {
    description: 'Prenez du recul ensemble : collectez des cartes, regroupez-les, votez pour ce qui compte et décidez des actions.',
    create: 'Nouvelle rétrospective',
    inPhase: 'Phase : {{phase}}',
    format: 'Format',
    noTeam: 'Sans équipe',
    emptyTitle: 'Aucune rétrospective pour le moment',
    empty: 'Une rétrospective rassemble les cartes de l’équipe en colonnes, puis les regroupe, les soumet au vote et transforme les sujets principaux en actions. Commencez à partir d’un modèle.',
    noMatchTitle: 'Aucune rétrospective ne correspond',
    deleteTitle: 'Supprimer cette rétrospective ?',
    deleteMessage: '« {{name}} » sera supprimée avec ses cartes, votes, groupes et actions. Cette action est irréversible.',
  },
  form: {
    createTitle: 'Nouvelle rétrospective',
    name: 'Nom',
    namePlaceholder: 'Rétrospective du sprint 14',
    description: 'Description',
    noTeam: 'Sans équipe (rétrospective personnelle)',
    noTeams: 'Créez une équipe pour revoir ses actions précédentes au début de chaque rétrospective.',
    template: 'Modèle',
    participants: 'Combien de personnes participent ?',
    participantsHint: 'Nous suggérons les modèles les mieux adaptés à ce nombre.',
    suggested: 'Suggéré',
    suggesting: 'Recherche des meilleurs modèles...',
    minutes_one: '{{count}} min',
    minutes_other: '{{count}} min',
    people: '{{min}} à {{max}} personnes',
    rating: '{{rating}} ★ · utilisé {{uses}} fois',
    settings: 'Réglages',
    votesPerParticipant: 'Votes par participant',
    maxCards: 'Cartes par participant',
    maxCardsHint: 'Laisser vide pour ne pas limiter',
    grouping: 'Regrouper les cartes avant le vote',
    actionItems: 'Décider des actions',
    blurCards: 'Masquer les cartes des autres pendant la collecte',
    blurCardsHint: 'Chacun écrit sans être influencé ; les cartes apparaissent au regroupement.',
    timer: 'Minuteurs de phase',
    timerHint: 'Minutes par phase ; une phase avec une durée démarre son minuteur à son début.',
    create: 'Créer la rétrospective',
    errors: {
      nameRequired: 'Donnez un nom à la rétrospective',
      nameTooLong: 'Un nom compte au plus 120 caractères',
      descriptionTooLong: 'Une description compte au plus 2000 caractères',
    },
  },
  meetings: {
    title: 'Réunions',
    new: 'Nouvelle',
    newPoker: 'Session de planning poker',
    newRetro: 'Rétrospective',
    allPoker: 'Toutes les sessions de poker',
    allRetros: 'Toutes les rétrospectives',
    empty: 'Aucune réunion pour le moment.',
    poker: 'Poker',
    retro: 'Rétro',
  },
};
