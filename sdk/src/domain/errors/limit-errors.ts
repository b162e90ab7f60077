/** Plan limits (platform.md section 9, DECISIONS.md plan table). */
export const LimitErrors = {
  teams: (n: number) => `Your plan allows ${n} team${n === 1 ? '' : 's'}. Upgrade to add more.`,
  projects: (n: number) => `Your plan allows ${n} project${n === 1 ? '' : 's'}. Upgrade to add more.`,
  sessionsPerMonth: (n: number) => `Your plan allows ${n} sessions a month. Upgrade for unlimited sessions.`,
} as const;
