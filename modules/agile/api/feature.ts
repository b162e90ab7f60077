/** The per-account flag that gates the agile plugin (public routes that bypass the gate check it themselves). */
export const AGILE_FEATURE = 'agile_survival' as const;
