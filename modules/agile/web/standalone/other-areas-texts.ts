/**
 * The standalone poker demo's stand-in for the other agile areas' texts (retro, teams, kanban,
 * development import): the build of standalone pages (webpack.config.js) puts this file in place of
 * their locale files, so the demo carries the 'agile' namespace of the room only. Never imported
 * by the remote.
 */
export const retroEn = {};
export const retroFr = {};
export const retroEs = {};
export const teamsEn = {};
export const teamsFr = {};
export const teamsEs = {};
export const kanbanEn = {};
export const kanbanFr = {};
export const kanbanEs = {};
export const devImportEn = {};
export const devImportFr = {};
export const devImportEs = {};
