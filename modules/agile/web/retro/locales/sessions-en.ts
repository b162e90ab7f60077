/**
 * The retrospectives list's and form's texts (sessions, templates, meetings), in retro's part of the
 * 'agile' namespace (<language>.ts spreads them): a file of their own so that the standalone retro
 * demo, a room only, leaves them out (webpack.config.js).
 */
export const retroSessionsEn = {
  difficulty: { BEGINNER: 'Beginner', INTERMEDIATE: 'Intermediate', ADVANCED: 'Advanced' },
  templates: {
    start_stop_continue: { name: 'Start, Stop, Continue', description: 'A simple, action-oriented retrospective: what to start, stop and keep doing.' },
    mad_sad_glad: { name: 'Mad, Sad, Glad', description: 'Talk about how the sprint felt: what angered, disappointed or pleased the team.' },
    four_ls: { name: '4Ls: Liked, Learned, Lacked, Longed for', description: 'Look back on what the team liked, learned, lacked and longed for.' },
    sailboat: { name: 'Sailboat', description: 'The team is a boat: the wind pushes it, anchors hold it back, rocks are risks ahead, the island is the goal.' },
  },
  list: {
    description: 'Look back together: collect cards, group them, vote on what matters and agree on action items.',
    create: 'New retrospective',
    inPhase: 'Phase: {{phase}}',
    format: 'Format',
    noTeam: 'No team',
    emptyTitle: 'No retrospectives yet',
    empty: 'A retrospective gathers the team’s cards in columns, then groups, votes and turns the top topics into action items. Start one from a template.',
    noMatchTitle: 'No retrospective matches',
    deleteTitle: 'Delete this retrospective?',
    deleteMessage: '“{{name}}” will be deleted with its cards, votes, groups and action items. This cannot be undone.',
  },
  form: {
    createTitle: 'New retrospective',
    name: 'Name',
    namePlaceholder: 'Sprint 14 retrospective',
    description: 'Description',
    noTeam: 'No team (a personal retrospective)',
    noTeams: 'Create a team to review its previous action items at the start of each retro.',
    template: 'Template',
    participants: 'How many people take part?',
    participantsHint: 'We suggest the templates that suit that number best.',
    suggested: 'Suggested',
    suggesting: 'Finding the best templates...',
    minutes_one: '{{count}} min',
    minutes_other: '{{count}} min',
    people: '{{min}}–{{max}} people',
    rating: '{{rating}} ★ · used {{uses}} times',
    settings: 'Settings',
    votesPerParticipant: 'Votes per participant',
    maxCards: 'Cards per participant',
    maxCardsHint: 'Leave empty for no limit',
    grouping: 'Group cards before voting',
    actionItems: 'Agree on action items',
    blurCards: 'Hide others’ cards while collecting',
    blurCardsHint: 'Everyone writes without being swayed; the cards show when grouping starts.',
    timer: 'Phase timers',
    timerHint: 'Minutes per phase; a phase with a time starts its timer when it begins.',
    create: 'Create retrospective',
    errors: {
      nameRequired: 'Give the retrospective a name',
      nameTooLong: 'A name is at most 120 characters',
      descriptionTooLong: 'A description is at most 2000 characters',
    },
  },
  meetings: {
    title: 'Meetings',
    new: 'New',
    newPoker: 'Planning poker session',
    newRetro: 'Retrospective',
    allPoker: 'All poker sessions',
    allRetros: 'All retrospectives',
    empty: 'No meeting yet.',
    poker: 'Poker',
    retro: 'Retro',
  },
};

export type RetroSessionsStrings = typeof retroSessionsEn;
