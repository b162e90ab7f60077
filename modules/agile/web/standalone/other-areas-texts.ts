/**
 * A standalone demo's stand-in for the texts of the agile areas it does not show: the build of the
 * standalone pages (webpack.config.js) puts this file in place of those areas' locale files (the
 * poker room's, retro's or its list and form, teams', kanban's or its planning part, development
 * import's), so each demo carries only its own part of the 'agile' namespace. Never imported by
 * the remote.
 */
export const pokerRoomEn = {};
export const pokerRoomFr = {};
export const pokerRoomEs = {};
export const retroEn = {};
export const retroFr = {};
export const retroEs = {};
export const teamsEn = {};
export const teamsFr = {};
export const teamsEs = {};
export const kanbanEn = {};
export const kanbanFr = {};
export const kanbanEs = {};
export const kanbanPlanningEn = {};
export const kanbanPlanningFr = {};
export const kanbanPlanningEs = {};
export const devImportEn = {};
export const devImportFr = {};
export const devImportEs = {};
export const retroSessionsEn = {};
export const retroSessionsFr = {};
export const retroSessionsEs = {};
