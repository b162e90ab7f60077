/** Dashboard session lists: Spanish in the spec, kept as i18n keys (DECISIONS.md, Texts). */
export const DashboardErrorKeys = {
  LOAD_SESSIONS: 'dashboard.errors.loadSessions',
  DELETE_SESSION: 'dashboard.errors.deleteSession',
  SAVE_SESSION: 'dashboard.errors.saveSession',
} as const;
